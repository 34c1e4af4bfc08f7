import type { ElementContent } from "hast";
import { describe, expect, it } from "vitest";
import { linesOf, sectionHeight, stack, textWidth, WIDTHS } from "../../scripts/content/section-height.ts";

const el = (tagName: string, text: string, children: ElementContent[] = []): ElementContent => ({
  type: "element",
  tagName,
  properties: {},
  children: text ? [{ type: "text", value: text }, ...children] : children,
});
const jsx = (name: string, attrs: Record<string, string> = {}, children: ElementContent[] = []): ElementContent => ({
  type: "mdxJsxFlowElement",
  name,
  attributes: Object.entries(attrs).map(([n, value]) => ({ type: "mdxJsxAttribute", name: n, value })),
  children,
});

describe("section height estimates", () => {
  it("count a Chinese character as a square and a Latin letter as about half of one", () => {
    expect(textWidth("中文字")).toBe(48);
    expect(textWidth("abcd")).toBeCloseTo(4 * 0.52 * 16);
    // Runs of white space are one space, as the browser lays them out.
    expect(textWidth("a  \n b")).toBe(textWidth("a b"));
  });

  it("wrap a paragraph into as many lines as its width takes, one at least", () => {
    expect(linesOf("", 380)).toBe(1);
    expect(linesOf("字".repeat(23), 380)).toBe(1);
    expect(linesOf("字".repeat(24), 380)).toBe(2);
    expect(linesOf("字".repeat(24), WIDTHS.wide)).toBe(1);
  });

  it("collapse the margins between blocks to the larger of each pair, and leave the outer ones out", () => {
    expect(
      stack([
        { height: 10, top: 40, bottom: 20 },
        { height: 10, top: 16, bottom: 16 },
        { height: 10, top: 16, bottom: 16 },
      ]),
    ).toBe(30 + 20 + 16);
  });

  it("add up a heading, a paragraph and a code block as the prose styles lay them out", () => {
    const code = '<pre class="shiki"><code><span class="line">a</span>\n<span class="line">b</span></code></pre>';
    const height = sectionHeight(
      [el("h2", "Title"), { type: "text", value: "\n" }, el("p", "字".repeat(30)), jsx("CodeBlock", { html: code })],
      380,
    );
    // h2: one line at 24px × 1.7 and its 1rem padding and border; the gap to the paragraph is the h2's
    // bottom margin; two lines of text; 16px; two code lines and the block's frame.
    expect(height).toBe(Math.round(40.8 + 17 + 19.92 + 2 * 27.2 + 16 + 2 * 22.4 + 34));
  });

  it("count a code block's title, only the first of a set of tabs, and the inside of a container", () => {
    const line = '<span class="line">x</span>';
    const bare = sectionHeight([jsx("CodeBlock", { html: line })], 380);
    expect(sectionHeight([jsx("CodeBlock", { html: line, title: "a.ts" })], 380)).toBe(bare + 33);
    const tab = (n: number) => jsx("Tab", { label: `t${n}` }, [jsx("CodeBlock", { html: line.repeat(n) })]);
    expect(sectionHeight([jsx("Tabs", {}, [tab(1), tab(9)])], 380)).toBe(38 + 8 + bare);
    const inside = sectionHeight([el("p", "字".repeat(40))], 380 - 36);
    expect(sectionHeight([jsx("Container", { type: "tip", title: "Tip" }, [el("p", "字".repeat(40))])], 380)).toBe(inside + 48);
  });

  it("give list items and table rows their own lines", () => {
    const list = sectionHeight([el("ul", "", [el("li", "one"), el("li", "字".repeat(40))])], 380);
    expect(list).toBeCloseTo(27.2 + 2 * 27.2, 0);
    const row = (a: string, b: string) => el("tr", "", [el("td", a), el("td", b)]);
    const table = sectionHeight([el("table", "", [el("tbody", "", [row("a", "b"), row("a", "字".repeat(20))])])], 380);
    expect(table).toBe(Math.round(14 + 27.2 + 14 + 2 * 27.2));
  });
});
