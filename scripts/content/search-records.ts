import { packFixed, WIDTH } from "../../functions/search/core/numbers.ts";
import type { IndexFile, SearchRecord } from "../../app/shared/search/types.ts";

type Section = IndexFile["sections"][number];
const HEADINGS = ["lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;

/**
 * Records in the compact form the worker expands on demand (functions/search/records.ts): pages
 * [lvl0, lvl1, url, links to it] and sections [page, anchor, lvl2…] once each; per record, in fixed width,
 * its section, level (0 = content) and where its text starts in the one string of all texts;
 * `pointers`, each section that only points to another page with that page's own record.
 */
export function compact(
  records: readonly (SearchRecord & { pointer?: string })[],
  links: ReadonlyMap<string, number> = new Map(),
): Pick<IndexFile, "pages" | "sections" | "records" | "text" | "pointers"> {
  const pages: IndexFile["pages"] = [];
  const sections: Section[] = [];
  const index = new Map<string, number>();
  const fields: Record<keyof IndexFile["records"], number[]> = { section: [], level: [], start: [] };
  const texts: string[] = [];
  // A page's first record is its own (lvl1): the record a section pointing to the page leads to.
  const first = new Map<string, number>();
  const pointing = new Map<number, string>();
  let start = 0;
  const numberOf = <T>(list: T[], key: string, value: T): number => {
    const known = index.get(key);
    if (known !== undefined) return known;
    const number = list.push(value) - 1;
    index.set(key, number);
    return number;
  };
  for (const r of records) {
    const url = r.url_without_anchor;
    // Every record built from a page has both: its section label and the page title.
    const page = numberOf(pages, `page ${url}`, [r.hierarchy.lvl0 ?? "", r.hierarchy.lvl1 ?? "", url, links.get(url) ?? 0]);
    const headings = HEADINGS.map((level) => r.hierarchy[level]);
    while (headings.length && headings[headings.length - 1] == null) headings.pop();
    const section: Section = [page, r.anchor ?? "", ...headings];
    const sectionId = numberOf(sections, JSON.stringify(section), section);
    fields.section.push(sectionId);
    if (!first.has(url)) first.set(url, fields.level.length);
    if (r.pointer) pointing.set(sectionId, r.pointer);
    fields.level.push(r.type === "content" ? 0 : Number(r.type.slice(3)));
    fields.start.push(start);
    texts.push(r.content ?? "");
    start += texts[texts.length - 1].length;
  }
  const columns = {
    section: packFixed(fields.section, WIDTH.section),
    level: packFixed(fields.level, WIDTH.level),
    start: packFixed(fields.start, WIDTH.start),
  };
  const pointers: IndexFile["pointers"] = [];
  for (const [sectionId, target] of pointing) if (first.has(target)) pointers.push([sectionId, first.get(target)!]);
  return { pages, sections, records: columns, text: texts.join(""), ...(pointers.length ? { pointers } : {}) };
}
