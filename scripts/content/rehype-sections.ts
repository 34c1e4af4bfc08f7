import type { Element, ElementContent, Root, RootContent } from "hast";
import { type Box, box, sectionHeight, WIDTHS } from "./section-height.ts";

/** About one phone screen: a longer part of a section is cut, so only what is near the screen is laid out. */
const CHUNK = 900;

/**
 * Wraps each h2 of the page and what follows it, up to the next h2, in `div.doc-section`
 * elements carrying their estimated height on a phone and on a wide screen (`--section-phone`,
 * `--section-wide`). The browser skips the style and layout of the sections off screen
 * (content-visibility in content.css): a long page's first layout covers about the first screen,
 * not the whole document. A section longer than about a screen is cut before a block (an h3 when
 * there is one near), the next part starting at the gap the margins made there
 * (`--section-gap`). What comes before the first h2 stays as it is. Run last, so the other
 * plugins see the page's own structure; only the HTML has sections (the outline, search records
 * and Markdown twin are made from the tree before).
 */
export function rehypeSections() {
  return () => (tree: Root) => {
    const out: RootContent[] = [];
    let group: ElementContent[] | null = null;
    const close = () => {
      if (group) out.push(...chunks(group));
      group = null;
    };
    for (const node of tree.children) {
      if (node.type === "element" && node.tagName === "h2") {
        close();
        group = [];
      }
      // Imports and exports stay at the top level, where MDX looks for them.
      if (group && (node.type as string) !== "mdxjsEsm" && node.type !== "doctype") group.push(node as ElementContent);
      else out.push(node);
    }
    close();
    tree.children = out;
  };
}

/** One h2's blocks as sections of about a screen each. */
function chunks(nodes: ElementContent[]): Element[] {
  const parts: { nodes: ElementContent[]; gap?: number }[] = [{ nodes: [] }];
  let height = 0;
  let last: Box | null = null;
  for (const node of nodes) {
    const b = box(node, WIDTHS.phone);
    const part = parts[parts.length - 1];
    const isH3 = node.type === "element" && node.tagName === "h3";
    if (b && last && (height >= CHUNK || (isH3 && height >= CHUNK / 2))) {
      parts.push({ nodes: [node], gap: Math.max(last.bottom, b.top) });
      height = b.height;
    } else {
      part.nodes.push(node);
      if (b) height += b.height + (last ? Math.max(last.bottom, b.top) : 0);
    }
    if (b) last = b;
  }
  return parts.map(({ nodes, gap }) => ({
    type: "element",
    tagName: "div",
    properties: {
      className: ["doc-section"],
      style: `${gap === undefined ? "" : `--section-gap:${gap}px;`}--section-phone:${sectionHeight(nodes, WIDTHS.phone)}px;--section-wide:${sectionHeight(nodes, WIDTHS.wide)}px`,
    },
    children: nodes,
  }));
}
