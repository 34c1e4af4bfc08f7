import { describe, expect, it } from "vitest";
import { chunkAt } from "../../functions/mcp/chunk";

// Paragraphs of several lines: a cut at a line break would split one.
const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i}\n${"word ".repeat(12).trim()}\n${"more ".repeat(12).trim()}.`).join(
  "\n\n",
);

describe("chunkAt", () => {
  it("returns a short text whole, as the last chunk", () => {
    expect(chunkAt("# Title\n\nBody.\n", 0)).toEqual({ text: "# Title\n\nBody.\n", offset: 0, nextOffset: null, totalLength: 15 });
  });

  it("ends chunks at a paragraph break, and the chunks join back into the text", () => {
    let offset: number | null = 0;
    const parts: string[] = [];
    while (offset !== null) {
      const chunk = chunkAt(paragraphs, offset, 500);
      expect(chunk.text.length).toBeLessThanOrEqual(500);
      if (chunk.nextOffset !== null) expect(chunk.text.endsWith("\n\n")).toBe(true);
      parts.push(chunk.text);
      offset = chunk.nextOffset;
    }
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.join("")).toBe(paragraphs);
  });

  it("falls back to a line break, then to a hard cut that keeps surrogate pairs whole", () => {
    const lines = Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\n");
    const byLine = chunkAt(lines, 0, 40);
    expect(byLine.text.endsWith("\n")).toBe(true);
    const emoji = "😀".repeat(30);
    const hard = chunkAt(emoji, 0, 11);
    expect(hard.text).toBe("😀".repeat(5));
    expect(hard.nextOffset).toBe(10);
  });

  it("clamps offsets: negative reads from the start, past the end gives an empty last chunk", () => {
    expect(chunkAt("abc", -5).offset).toBe(0);
    expect(chunkAt("abc", 99)).toEqual({ text: "", offset: 3, nextOffset: null, totalLength: 3 });
  });
});
