import type { ElementContent, RootContent } from "hast";
import { toString as textOf } from "hast-util-to-string";
import { codeLines } from "../../app/shared/content/code-lines.ts";

/*
 * How tall a section of a page will be once rendered, guessed at build time from its text, so
 * that a section the browser skips (content-visibility, see .doc-section in content.css) takes
 * about the room it will take. The figures are the prose styles of global.css and content.css at 16px: body
 * lines of 27.2px, h2 24px and h3 18.72px at line-height 1.7, code lines of 1.4rem. A guess off by
 * a few lines moves nothing a reader sees (the browser keeps the visible content in place while
 * sections above it render); it only shortens the jump of the scrollbar.
 */

/** Content widths the estimates are made for: a phone's column (412px wide, 16px padding) and a desktop's. */
export const WIDTHS = { phone: 380, wide: 780 } as const;

const LINE = 27.2;
const CODE_LINE = 22.4;
/** A code block's padding and border, and its title bar when it has one. */
const CODE_FRAME = 34;
const CODE_TITLE = 33;
const FRAGMENT = 200;

/** Width of a run of text in px at `size`: a Chinese character is a square, a Latin letter about half one. */
export function textWidth(text: string, size = 16) {
  let em = 0;
  for (const ch of text.replace(/\s+/g, " ")) em += /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.52;
  return em * size;
}

/** Lines a paragraph of `text` wraps to in `width`. */
export const linesOf = (text: string, width: number, size = 16) => Math.max(1, Math.ceil(textWidth(text.trim(), size) / width));

export interface Box {
  height: number;
  top: number;
  bottom: number;
}

const attr = (node: ElementContent | RootContent, name: string) => {
  if (node.type !== "mdxJsxFlowElement") return undefined;
  const found = node.attributes.find((a) => "name" in a && a.name === name);
  return typeof found?.value === "string" ? found.value : undefined;
};

function codeBlock(lines: number, title: string | undefined): number {
  return Math.max(1, lines) * CODE_LINE + CODE_FRAME + (title ? CODE_TITLE : 0);
}

/** Blocks stacked with their vertical margins collapsed, as in normal flow. */
export function stack(boxes: Box[]): number {
  let height = 0;
  boxes.forEach((box, i) => {
    height += box.height;
    if (i > 0) height += Math.max(boxes[i - 1].bottom, box.top);
  });
  return height;
}

const blocks = (nodes: (ElementContent | RootContent)[], width: number) =>
  nodes.map((n) => box(n, width)).filter((b): b is Box => b !== null);

/** The box of one block of a section, or null for what takes no room (whitespace, imports). */
export function box(node: ElementContent | RootContent, width: number): Box | null {
  if (node.type === "text") return node.value.trim() ? { height: linesOf(node.value, width) * LINE, top: 0, bottom: 0 } : null;
  if (node.type === "mdxJsxFlowElement") {
    const name = node.name ?? "";
    if (name === "CodeBlock") return { height: codeBlock(codeLines(attr(node, "html") ?? ""), attr(node, "title")), top: 16, bottom: 16 };
    // One command per tab, a tab bar above it.
    if (name === "PackageManagerTabs") return { height: 38 + 8 + codeBlock(1, undefined), top: 16, bottom: 16 };
    if (name === "Tab") return { height: stack(blocks(node.children, width)), top: 0, bottom: 0 };
    // Only the first tab shows.
    if (name === "Tabs") {
      const first = node.children.find((c) => c.type === "mdxJsxFlowElement");
      return { height: 38 + 8 + (first ? stack(blocks([first], width)) : 0), top: 16, bottom: 16 };
    }
    if (name === "Container") {
      const inner = stack(blocks(node.children, width - 36));
      return { height: inner + 24 + (attr(node, "title") ? 24 : 0), top: 16, bottom: 16 };
    }
    const inner = blocks(node.children, width);
    if (inner.length) return { height: stack(inner), top: inner[0].top, bottom: inner.at(-1)!.bottom };
    // An imported fragment, whose text is not in this tree: the shared notes are a short container.
    return { height: FRAGMENT, top: 16, bottom: 16 };
  }
  if (node.type !== "element") return null;
  const text = textOf(node);
  switch (node.tagName) {
    case "h2":
      return { height: linesOf(text, width, 24) * 40.8 + 17, top: 40, bottom: 19.92 };
    case "h3":
      return { height: linesOf(text, width, 18.72) * 31.8, top: 18.72, bottom: 18.72 };
    case "h4":
      return { height: linesOf(text, width) * LINE, top: 21.28, bottom: 21.28 };
    case "p":
    case "blockquote":
      return { height: linesOf(text, width) * LINE, top: 16, bottom: 16 };
    case "ul":
    case "ol": {
      const items = node.children.filter((c) => c.type === "element");
      return { height: items.reduce((sum, li) => sum + linesOf(textOf(li), width - 40) * LINE, 0), top: 16, bottom: 16 };
    }
    case "table": {
      const rows = node.children.flatMap((c) => (c.type === "element" ? c.children : [])).filter((r) => r.type === "element");
      const height = rows.reduce((sum, row) => {
        const cells = row.type === "element" ? row.children.filter((c) => c.type === "element") : [];
        const cellWidth = Math.max(80, width / Math.max(1, cells.length)) - 24;
        return sum + 14 + LINE * Math.max(1, ...cells.map((c) => linesOf(textOf(c), cellWidth)));
      }, 0);
      return { height, top: 0, bottom: 16 };
    }
    case "hr":
      return { height: 2, top: 8, bottom: 8 };
    default: {
      const inner = blocks(node.children, width);
      return inner.length ? { height: stack(inner), top: 0, bottom: 0 } : text.trim() ? { height: LINE, top: 0, bottom: 0 } : null;
    }
  }
}

/**
 * A section's height in px at a content width. The section's own first margin (its h2's) is
 * outside it, and its last child has none (see .doc-section in content.css).
 */
export function sectionHeight(nodes: (ElementContent | RootContent)[], width: number): number {
  return Math.round(stack(blocks(nodes, width)));
}
