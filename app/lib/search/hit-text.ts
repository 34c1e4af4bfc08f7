import type { SearchHit } from "./hit";

/** Highlight values arrive escaped; only the <mark> tags are let through as markup. */
export const safeHtml = (value: string) => value.replace(/<(?!\/?mark>)/g, "&lt;");

/** The hit's own title: its heading, or its text for content, or the page title. */
export function titleOf(hit: SearchHit): string {
  const h = hit._highlightResult?.hierarchy ?? {};
  const s = hit._snippetResult;
  if (hit.type === "content") return s?.content?.value ?? hit._highlightResult?.content?.value ?? hit.content ?? "";
  const level = hit.type;
  return h[level]?.value ?? hit.hierarchy[level] ?? "";
}

/** Where the hit sits: page › heading path, for headings and text. */
export function pathOf(hit: SearchHit): string {
  if (hit.type === "lvl1") return "";
  const depth = hit.type === "content" ? 7 : Number(hit.type.slice(3));
  return [1, 2, 3, 4, 5, 6]
    .filter((d) => d < depth)
    .map((d) => hit.hierarchy[`lvl${d}`])
    .filter(Boolean)
    .join(" › ");
}
