import fs from "node:fs";
import type { Content, Root } from "mdast";
import type { Frontmatter } from "../../../app/shared/content/types.ts";
import { preprocess } from "../preprocess.ts";
import { homeNodes } from "./home.ts";
import { stringify } from "./stringify.ts";
import { type MarkdownContext, plainChildren } from "./transform.ts";

/** Where the plugin leaves the page's plain Markdown nodes (the compile step's record of the page). */
interface MarkdownInfo {
  markdownBody: Content[] | null;
}

interface MarkdownOptions {
  /** The page's source file, against which its fragment imports resolve. */
  file: string;
  base: string;
  pageUrl: string;
}

/** A syntax tree's node, as a unified processor's parser returns it before anyone says which tree. */
interface ParsedNode {
  type: string;
}

/** The part of the unified processor the plugin uses: its parser, with the compiler's own plugins. */
interface Parser {
  parse: (text: string) => ParsedNode;
}

const isRoot = (node: ParsedNode): node is Root => node.type === "root";

/**
 * A remark plugin that writes the page's Markdown twin into info.markdownBody while the page
 * compiles: the tree is the MDX compiler's own (same parser, same GFM), and fragments are
 * parsed by that same processor.
 */
export function remarkMarkdown(info: MarkdownInfo, options: MarkdownOptions) {
  return function attach(this: Parser) {
    const parseFragment = (abs: string): Root => {
      const tree = this.parse(preprocess(fs.readFileSync(abs, "utf8").replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, "")));
      if (!isRoot(tree)) throw new Error(`markdown: ${abs} did not parse to a Markdown tree`);
      return tree;
    };
    return (tree: Root) => {
      // esbuild compiles the page before the fragments it imports (with these same plugins): the first tree is the page's.
      if (info.markdownBody) return;
      const ctx: MarkdownContext = {
        base: options.base,
        pageUrl: options.pageUrl,
        file: options.file,
        fragments: new Map(),
        seen: new Set([options.file]),
        depth: 1,
        parseFragment,
      };
      info.markdownBody = plainChildren(tree.children, ctx);
    };
  };
}

/**
 * The page's Markdown: the home page from its frontmatter, any other page from its body,
 * with `# title` in front when the body has no h1 (the page shows the title then, too).
 */
export function pageMarkdown(body: Content[], frontmatter: Frontmatter, base: string): string {
  const isHome = frontmatter.pageType === "home";
  const children = isHome ? homeNodes(frontmatter, base) : body;
  const hasH1 = children.some((n) => n.type === "heading" && n.depth === 1);
  const title: Content[] =
    !hasH1 && frontmatter.title ? [{ type: "heading", depth: 1, children: [{ type: "text", value: String(frontmatter.title) }] }] : [];
  return stringify({ type: "root", children: [...title, ...children] });
}
