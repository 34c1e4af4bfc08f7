import GithubSlugger from "github-slugger";
import { toString } from "hast-util-to-string";
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import type { CompileInfo } from "./compile-types.ts";

const CUSTOM_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

/** Strips a trailing `{#id}` from a heading's last text node and returns the id. */
function takeCustomId(node: Element): string | undefined {
  const last = node.children[node.children.length - 1];
  if (last?.type !== "text") return undefined;
  const m = CUSTOM_ID.exec(last.value);
  if (!m) return undefined;
  last.value = last.value.slice(0, m.index);
  return m[1];
}

/**
 * Gives every heading an id (custom or slugged) and records the h1 text and the
 * h2–h4 outline into `info`, which the build reads after compiling the page.
 */
const inOutline = (depth: number): depth is 2 | 3 | 4 => depth >= 2 && depth <= 4;

export function rehypeHeadings(info: Pick<CompileInfo, "headingTitle" | "toc">) {
  return () => (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, "element", (node) => {
      const m = /^h([1-6])$/.exec(node.tagName);
      if (!m) return;
      const depth = Number(m[1]);
      const custom = takeCustomId(node);
      const text = toString(node).trim();
      const id = custom ?? slugger.slug(text);
      if (custom) slugger.slug(custom);
      node.properties = { ...node.properties, id };
      if (depth === 1 && !info.headingTitle) info.headingTitle = text;
      if (inOutline(depth)) info.toc.push({ text, id, depth });
    });
  };
}
