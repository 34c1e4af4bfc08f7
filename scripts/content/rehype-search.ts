import { toString } from "hast-util-to-string";

const HEADING = /^h([2-6])$/;
const TEXT_BLOCKS = new Set(["p", "ul", "ol", "tr", "dd", "blockquote"]);
const SKIP = new Set(["pre", "CodeBlock", "PackageManagerTabs", "LandingBenchmark", "LandingToolStack", "script", "style"]);

/**
 * Collects DocSearch-style records while the page compiles: one per heading (h2–h6)
 * and one per paragraph, list or table row, under the headings above it. Code is skipped.
 */
export function rehypeSearch(info) {
  return () => (tree) => {
    const levels = {};
    let anchor = "";
    const walk = (node) => {
      const name = node.tagName ?? node.name;
      if (SKIP.has(name)) return;
      const heading = node.type === "element" && HEADING.exec(node.tagName);
      if (heading) {
        const depth = Number(heading[1]);
        for (let d = depth; d <= 6; d++) delete levels[`lvl${d}`];
        levels[`lvl${depth}`] = toString(node).trim();
        anchor = String(node.properties?.id ?? "");
        info.records.push({ type: `lvl${depth}`, levels: { ...levels }, anchor, content: null });
        return;
      }
      if (node.type === "element" && TEXT_BLOCKS.has(node.tagName)) {
        const text = toString(node).replace(/\s+/g, " ").trim();
        if (text.length > 1) info.records.push({ type: "content", levels: { ...levels }, anchor, content: text });
        return;
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
