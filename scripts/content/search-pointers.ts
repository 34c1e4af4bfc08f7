import type { CollectedRecord } from "./compile-types.ts";

/**
 * Most characters of text a section may hold and still be a pointer: a sentence or two ("To
 * import SVG files as React components, use @rsbuild/plugin-svgr"). Measured on the tuning half
 * of the search needs; a section saying more answers something itself.
 */
export const POINTER_TEXT = { en: 300, zh: 150 } as const;

/**
 * The sections of a page that only point readers to another page: a short text under a heading,
 * no code example, linking to one other page of the site. Search sends a reader who finds such
 * a section to the page it points to (functions/search/evidence.ts `followPointers`).
 * Per section anchor, the path of the page it points to.
 */
export function pointerSections(records: readonly CollectedRecord[], page: string, limit: number): Map<string, string> {
  const sections = new Map<string, { length: number; code: boolean; links: Set<string> }>();
  for (const r of records) {
    // The text before the first heading introduces the page: it is the page's own.
    if (!r.anchor || r.type !== "content") continue;
    const section = sections.get(r.anchor) ?? { length: 0, code: false, links: new Set<string>() };
    section.length += r.content?.length ?? 0;
    section.code ||= Boolean(r.code);
    for (const link of r.links ?? []) if (link !== page) section.links.add(link);
    sections.set(r.anchor, section);
  }
  const out = new Map<string, string>();
  for (const [anchor, { length, code, links }] of sections)
    if (!code && links.size === 1 && length <= limit) out.set(anchor, [...links][0]);
  return out;
}
