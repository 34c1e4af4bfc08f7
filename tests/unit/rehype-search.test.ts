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
  it("note the site's pages a text links to", async () => {
    const { compilePage } = await import("../../scripts/content/compile.ts");
    const page = await compilePage(path.join(root, "content/en/plugins/list/plugin-react.mdx"));
    const svg = page.records.find((r) => r.type === "content" && r.anchor === "svg-components");
    expect(svg?.links).toEqual(["/plugins/list/plugin-svgr"]);
    // A link to a heading of another page counts as a link to the page.
    const faq = await compilePage(path.join(root, "content/en/guide/faq/exceptions.mdx"));
    const blank = faq.records.filter((r) => r.anchor === "blank-page").flatMap((r) => r.links ?? []);
    expect(blank).toEqual(expect.arrayContaining(["/guide/faq/features", "/config/server/base"]));
    expect(faq.records.flatMap((r) => r.links ?? []).every((l) => l.startsWith("/") && !/[#?]/.test(l))).toBe(true);
  });
});
