import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import type { Lang } from "../../app/shared/config/types.ts";
import { type VersionBadge, VersionMatcher, type VersionScope } from "./versions.ts";

const BADGE_TYPE: Record<VersionBadge["event"], string> = { added: "tip", deprecated: "warning", removed: "danger" };
const HEADING = /^h([1-6])$/;

/** The badge as the `<Badge>` component renders it, marked so search can tell it from the heading's text. */
export const badgeElement = (badge: VersionBadge): Element => ({
  type: "element",
  tagName: "span",
  properties: { className: ["badge", `badge-${BADGE_TYPE[badge.event]}`, "version-badge"], dataVersion: badge.event },
  children: [{ type: "text", value: badge.text }],
});

export const isVersionBadge = (node: ElementContent): node is Element =>
  node.type === "element" && node.properties?.dataVersion !== undefined;

const append = (parent: Element, badges: VersionBadge[]) => {
  for (const badge of badges) parent.children.push({ type: "text", value: " " }, badgeElement(badge));
};

/** The first cell of a body row when it opens with inline code, and that code's text. */
function codeCell(row: Element): [Element, string] | null {
  const cell = row.children.find((c): c is Element => c.type === "element");
  if (cell?.tagName !== "td") return null;
  const first = cell.children.find((c) => !(c.type === "text" && !c.value.trim()));
  return first?.type === "element" && first.tagName === "code" ? [cell, toString(first)] : null;
}

/**
 * Puts "Added in 1.x.y" (deprecated, removed) badges after the headings and in the first cell of
 * the table rows that name a versioned option or API, from app/shared/content/versions.json.
 * Runs after rehype-headings, so ids and the outline keep the plain heading text.
 */
export function rehypeVersions(scope: VersionScope | null, lang: Lang) {
  return () => (tree: Root) => {
    if (!scope) return;
    const matcher = new VersionMatcher(scope, lang);
    visit(tree, "element", (node) => {
      const heading = HEADING.exec(node.tagName);
      const id = node.properties?.id;
      if (heading) append(node, matcher.heading(Number(heading[1]), toString(node), typeof id === "string" ? id : undefined));
      else if (node.tagName === "tr") {
        const cell = codeCell(node);
        if (cell) append(cell[0], matcher.row(cell[1]));
      }
    });
  };
}
