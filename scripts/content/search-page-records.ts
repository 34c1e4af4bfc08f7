import { catalog, stringIn } from "../../app/shared/i18n/catalog.ts";
import type { StringKey } from "../../app/shared/i18n/index.ts";
import type { PageData } from "../../app/shared/content/types.ts";
import type { SearchRecord } from "../../app/shared/search/types.ts";
import type { CollectedRecord } from "./compile-types.ts";
import { POINTER_TEXT, pointerSections } from "./search-pointers.ts";

type Hierarchy = SearchRecord["hierarchy"];

const isStringKey = (key: string): key is StringKey => Object.hasOwn(catalog.en, key);

/** lvl0: the page's sidebar group (Migration, server, …), else its top-level section. */
function sectionLabel(page: PageData, groups: ReadonlyMap<string, string | undefined> | undefined): string {
  const group = groups?.get(page.routePath);
  if (group) return group;
  const section = page.routePath.replace(/^\/zh/, "").split("/").filter(Boolean)[0] ?? "home";
  const key = `section.${section}`;
  return stringIn(page.lang, isStringKey(key) ? key : "section.home");
}

/** Every level, null where the record has none. */
const hierarchyOf = (h: Partial<Hierarchy>): Hierarchy => ({
  lvl0: h.lvl0 ?? null,
  lvl1: h.lvl1 ?? null,
  lvl2: h.lvl2 ?? null,
  lvl3: h.lvl3 ?? null,
  lvl4: h.lvl4 ?? null,
  lvl5: h.lvl5 ?? null,
  lvl6: h.lvl6 ?? null,
});

/**
 * A record as the index is built from it: the names of the code after it are indexed, not shown;
 * so are `words`, the readers' words for the page (search-words.ts), on its own record only;
 * `pointer`, the page its section only points to (search-pointers.ts).
 */
export type IndexedRecord = SearchRecord & { code?: string; words?: string; pointer?: string };

/** DocSearch-shaped records of one page: a lvl1 record for the page, then its headings and text. */
export function pageRecords(
  page: PageData,
  collected: readonly CollectedRecord[],
  groups?: ReadonlyMap<string, string | undefined>,
  words?: readonly string[],
): IndexedRecord[] {
  const base = { lvl0: sectionLabel(page, groups), lvl1: page.title };
  const url = page.routePath;
  const pointers = pointerSections(collected, url, POINTER_TEXT[page.lang]);
  const records = [
    { type: "lvl1" as const, hierarchy: { ...base }, content: page.frontmatter.description ?? null, anchor: "" },
    ...collected.map((r) => ({ type: r.type, hierarchy: { ...base, ...r.levels }, content: r.content, anchor: r.anchor, code: r.code })),
  ];
  return records.map((r, i) => ({
    objectID: `${page.id}#${i}`,
    type: r.type,
    hierarchy: hierarchyOf(r.hierarchy),
    content: r.content,
    url: r.anchor ? `${url}#${r.anchor}` : url,
    url_without_anchor: url,
    anchor: r.anchor || null,
    lang: page.lang,
    ...("code" in r && r.code ? { code: r.code } : {}),
    ...(i === 0 && words?.length ? { words: words.join("\n") } : {}),
    ...(r.anchor && pointers.has(r.anchor) ? { pointer: pointers.get(r.anchor) } : {}),
  }));
}
