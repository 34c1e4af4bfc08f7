import { packFixed, WIDTH } from "../../app/shared/search/numbers.ts";

/**
 * Records in the compact form the worker expands on demand (functions/search/records.ts): pages
 * [lvl0, lvl1, url] and sections [page, anchor, lvl2…] once each; per record, in fixed width,
 * its section, level (0 = content) and where its text starts in the one string of all texts.
 */
export function compact(records) {
  const pages = [];
  const sections = [];
  const index = new Map();
  const fields = { section: [], level: [], start: [] };
  const texts = [];
  let start = 0;
  const numberOf = (list, key, value) => {
    if (!index.has(key)) index.set(key, list.push(value) - 1);
    return index.get(key);
  };
  for (const r of records) {
    const url = r.url_without_anchor;
    const page = numberOf(pages, `page ${url}`, [r.hierarchy.lvl0, r.hierarchy.lvl1, url]);
    const headings = [2, 3, 4, 5, 6].map((d) => r.hierarchy[`lvl${d}`]);
    while (headings.length && headings[headings.length - 1] == null) headings.pop();
    const section = [page, r.anchor ?? "", ...headings];
    fields.section.push(numberOf(sections, JSON.stringify(section), section));
    fields.level.push(r.type === "content" ? 0 : Number(r.type.slice(3)));
    fields.start.push(start);
    texts.push(r.content ?? "");
    start += texts[texts.length - 1].length;
  }
  const columns = Object.fromEntries(Object.entries(fields).map(([name, numbers]) => [name, packFixed(numbers, WIDTH[name])]));
  return { pages, sections, records: columns, text: texts.join("") };
}
