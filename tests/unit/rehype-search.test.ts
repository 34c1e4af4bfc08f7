import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

describe("search records of a compiled page", () => {
  it("give a code block's names to the text before it, and make no record of the code", async () => {
    const { compilePage } = await import("../../scripts/content/compile.ts");
    const page = await compilePage(path.join(root, "content/en/plugins/list/plugin-svgr.mdx"));
    // The first example follows the paragraph on the `?react` query.
    const intro = page.records.find((r) => r.content?.includes("?react"));
    expect(intro?.code?.split(" ")).toEqual(expect.arrayContaining(["logoUrl"]));
    expect(page.records.some((r) => r.content?.includes("// a React component"))).toBe(false);
    expect(page.records.filter((r) => r.code).every((r) => !/\b(import|const)\b/.test(r.code!))).toBe(true);
  });
});
