import type { Element, Root, RootContent } from "hast";
import { toString } from "hast-util-to-string";
import { codeWords } from "./code-words.ts";
import type { CollectedRecord, CompileInfo, RecordLevel } from "./compile-types.ts";
import { isVersionBadge } from "./rehype-versions.ts";

const HEADING = /^h([2-6])$/;
const LEVELS = ["lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const satisfies readonly RecordLevel[];
const TEXT_BLOCKS = new Set(["p", "ul", "ol", "tr", "dd", "blockquote"]);
const SKIP = new Set(["pre", "CodeBlock", "PackageManagerTabs", "LandingBenchmark", "LandingToolStack", "script", "style"]);

/** An element's tag or an MDX element's component name. */
const nameOf = (node: Root | RootContent): string | null | undefined =>
  node.type === "element" ? node.tagName : "name" in node ? node.name : undefined;

/** The site's pages a text block links to (paths, without anchor or query), each once. */
function pageLinks(node: Element): string[] {
  const out = new Set<string>();
  const visit = (n: Element | RootContent) => {
    if (n.type !== "element") return;
    const href = n.tagName === "a" ? n.properties?.href : undefined;
    if (typeof href === "string" && href.startsWith("/")) out.add(href.split(/[?#]/)[0]);
    for (const child of n.children) visit(child);
  };
  visit(node);
  return [...out];
}

/**
 * Collects DocSearch-style records while the page compiles: one per heading (h2–h6)
 * and one per paragraph, list or table row, under the headings above it. A code block is not a
 * record: its names (`codeWords`) go to the record before it, the text that introduces it.
 */
export function rehypeSearch(info: Pick<CompileInfo, "records">) {
  return () => (tree: Root) => {
    const levels: CollectedRecord["levels"] = {};
    let anchor = "";
    const walk = (node: Root | RootContent) => {
      const last = info.records.at(-1);
      if (nameOf(node) === "pre" && last) {
        const words = codeWords(toString(node as Element));
        if (words) last.code = last.code ? `${last.code} ${words}` : words;
      }
      if (SKIP.has(nameOf(node) ?? "")) return;
      if (node.type === "element" && node.tagName === "h1") {
        // The title is the page's own record (lvl1); its version badge is a line of the page's text.
        const note = node.children
          .filter(isVersionBadge)
          .map((b) => toString(b))
          .join(" ");
        if (note) info.records.push({ type: "content", levels: { ...levels }, anchor, content: note });
        return;
      }
      const heading = node.type === "element" && HEADING.exec(node.tagName);
      if (node.type === "element" && heading) {
        const depth = Number(heading[1]);
        for (const level of LEVELS.slice(depth - 2)) delete levels[level];
        const level = LEVELS[depth - 2];
        const badges = node.children.filter(isVersionBadge);
        levels[level] = toString({ ...node, children: node.children.filter((c) => !isVersionBadge(c)) } as Element).trim();
        anchor = String(node.properties?.id ?? "");
        info.records.push({ type: level, levels: { ...levels }, anchor, content: null });
        // A version badge is searchable under its heading, without becoming part of the heading's name.
        const note = badges.map((b) => toString(b)).join(" ");
        if (note) info.records.push({ type: "content", levels: { ...levels }, anchor, content: note });
        return;
      }
      if (node.type === "element" && TEXT_BLOCKS.has(node.tagName)) {
        const text = toString(node).replace(/\s+/g, " ").trim();
        const links = pageLinks(node);
        if (text.length > 1)
          info.records.push({ type: "content", levels: { ...levels }, anchor, content: text, ...(links.length ? { links } : {}) });
        return;
      }
      if ("children" in node) for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
