import path from "node:path";
import type { Element, Root } from "hast";
import { describe, expect, it } from "vitest";
import { rehypeSections } from "../../scripts/content/rehype-sections.ts";

const h = (tagName: string, text: string): Element => ({
  type: "element",
  tagName,
  properties: {},
  children: [{ type: "text", value: text }],
});
const run = (tree: Root) => (rehypeSections() as () => (t: Root) => void)()(tree);

describe("page sections (each h2 and what follows it, skipped by the browser while off screen)", () => {
  it("wrap each h2 up to the next, leave what comes before the first h2 and the module's imports at the top", () => {
    const esm = { type: "mdxjsEsm", value: "import A from './a'" } as unknown as Root["children"][number];
    const tree: Root = {
      type: "root",
      children: [h("h1", "Page"), h("p", "intro"), esm, h("h2", "One"), h("p", "a"), h("h3", "Sub"), h("h2", "Two"), h("p", "b")],
    };
    run(tree);
    const tags = tree.children.map((n) =>
      n.type === "element" ? `${n.tagName}${n.properties.className ? `.${n.properties.className}` : ""}` : n.type,
    );
    expect(tags).toEqual(["h1", "p", "mdxjsEsm", "div.doc-section", "div.doc-section"]);
    const [one, two] = tree.children.slice(3) as Element[];
    expect(one.children.map((n) => (n as Element).tagName)).toEqual(["h2", "p", "h3"]);
    expect(one.properties.style).not.toMatch(/--section-gap/);
    expect(two.children.map((n) => (n as Element).tagName)).toEqual(["h2", "p"]);
  });

  it("cut a section longer than about a phone screen before a block, the next part starting at the gap the margins made", () => {
    const long = Array.from({ length: 12 }, () => h("p", "字".repeat(100)));
    const tree: Root = { type: "root", children: [h("h2", "One"), ...long, h("h3", "Sub"), h("p", "a")] };
    run(tree);
    expect(tree.children.length).toBeGreaterThan(1);
    const parts = tree.children as Element[];
    // Between two paragraphs the gap is 1rem; above the h3, its own larger margin.
    expect(parts.slice(1).map((p) => String(p.properties.style).match(/^--section-gap:([\d.]+)px;/)?.[1])).toEqual([
      ...Array(parts.length - 2).fill("16"),
      "18.72",
    ]);
    expect(parts.flatMap((p) => p.children).length).toBe(long.length + 3);
  });

  it("give each section its estimated height for a phone's column and a wide one, the phone's taller", () => {
    const tree: Root = { type: "root", children: [h("h2", "One"), h("p", "字".repeat(100))] };
    run(tree);
    const style = String((tree.children[0] as Element).properties.style);
    const [, phone, wide] = style.match(/^--section-phone:(\d+)px;--section-wide:(\d+)px$/)!.map(Number);
    expect(phone).toBeGreaterThan(wide);
  });

  it("leave a page without h2 as it is", () => {
    const tree: Root = { type: "root", children: [h("h1", "Page"), h("p", "text")] };
    run(tree);
    expect(tree.children.every((n) => n.type === "element" && !n.properties.className)).toBe(true);
  });

  it("are in the compiled page, while its outline and search records keep every heading", async () => {
    const { compilePage } = await import("../../scripts/content/compile.ts");
    const page = await compilePage(path.resolve(__dirname, "../../content/en/guide/start/quick-start.mdx"));
    // A section starts at each h2 (without a gap of its own); long ones go on in parts.
    const starts = page.module.match(/className:"doc-section",style:\{"--section-phone"/g) ?? [];
    expect(starts.length).toBe(page.toc.filter((t) => t.depth === 2).length);
    expect(page.module.match(/"--section-gap"/g)?.length).toBeGreaterThan(0);
    expect(page.records.some((r) => r.type === "lvl2")).toBe(true);
  });
});
