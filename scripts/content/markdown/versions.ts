import type { Content, Heading, Parent, Root, TableCell } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import type { Lang } from "../../../app/shared/config/types.ts";
import { type VersionBadge, VersionMatcher, type VersionScope } from "../versions.ts";

const append = (parent: Parent, badges: VersionBadge[]) => {
  for (const badge of badges) parent.children.push({ type: "text", value: " " }, { type: "inlineCode", value: badge.text });
};

const headingId = (node: Heading) => (typeof node.data?.id === "string" ? node.data.id : undefined);

/** The Markdown twin's version badges: the same places as the page's (rehype-versions.ts), as inline code. */
export function markdownVersions(body: Content[], scope: VersionScope | null, lang: Lang): void {
  if (!scope) return;
  const matcher = new VersionMatcher(scope, lang);
  const root: Root = { type: "root", children: body };
  visit(root, (node) => {
    // The twin's headings lose their `{#id}`; transform.ts keeps it as `data.id` for this.
    if (node.type === "heading") append(node, matcher.heading(node.depth, toString(node), headingId(node)));
    if (node.type === "table") {
      for (const row of node.children.slice(1)) {
        const cell: TableCell | undefined = row.children[0];
        const first = cell?.children[0];
        if (cell && first?.type === "inlineCode") append(cell, matcher.row(first.value));
      }
    }
  });
}
