import fs from "node:fs";
import { preprocess } from "../preprocess.ts";
import { homeNodes } from "./home.ts";
import { stringify } from "./stringify.ts";
import { plainChildren } from "./transform.ts";

/**
 * A remark plugin that writes the page's Markdown twin into info.markdown while the page
 * compiles: the tree is the MDX compiler's own (same parser, same GFM), and fragments are
 * parsed by that same processor. options: { file, base, pageUrl }.
 */
export function remarkMarkdown(info, options) {
  return function attach() {
    return (tree) => {
      // esbuild compiles the page before the fragments it imports (with these same plugins): the first tree is the page's.
      if (info.markdownBody) return;
      const ctx = {
        base: options.base,
        pageUrl: options.pageUrl,
        file: options.file,
        fragments: new Map(),
        seen: new Set([options.file]),
        depth: 1,
        parseFragment: (abs) =>
          this.parse(preprocess(fs.readFileSync(abs, "utf8").replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, ""))),
      };
      info.markdownBody = plainChildren(tree.children, ctx);
    };
  };
}

/**
 * The page's Markdown: the home page from its frontmatter, any other page from its body,
 * with `# title` in front when the body has no h1 (the page shows the title then, too).
 */
export function pageMarkdown(body, frontmatter, base) {
  const isHome = frontmatter.pageType === "home";
  const children = isHome ? homeNodes(frontmatter, base) : body;
  const hasH1 = children.some((n) => n.type === "heading" && n.depth === 1);
  const title =
    !hasH1 && frontmatter.title ? [{ type: "heading", depth: 1, children: [{ type: "text", value: String(frontmatter.title) }] }] : [];
  return stringify({ type: "root", children: [...title, ...children] });
}
