import type { Lang } from "~/shared/config/types";
import type { SearchRecord } from "~/shared/search/types";
import type { SearchEngine } from "../search/engine";
import { matchRanges } from "../search/highlight";

export const SECTIONS = ["guide", "config", "plugins", "api", "community"] as const;
export type Section = (typeof SECTIONS)[number];
/** The most hits one `search_docs` call returns. */
export const MAX_RESULTS = 20;
/** About the length of a snippet, in characters. */
const SNIPPET = 240;

export interface DocHit {
  title: string;
  breadcrumb: string[];
  url: string;
  snippet: string;
}

/**
 * Up to `max` characters of `text` around the first place the query's words match, cut at
 * spaces (Chinese, without spaces, anywhere), with an ellipsis where text was left out.
 */
export function excerpt(text: string, words: string[], max = SNIPPET): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const first = matchRanges(flat, words)[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - Math.floor(max / 4), flat.length - max));
  let end = start + max;
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    if (space > 0 && space < first) start = space + 1;
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > start + max / 2) end = space;
  }
  return `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
}

/** A record whose page is in the section (`https://host/zh/config/…` is in config). */
export function inSection(section: Section, lang: Lang): (record: SearchRecord) => boolean {
  const path = new RegExp(`^[a-z]+://[^/]+${lang === "zh" ? "/zh" : ""}/${section}/`);
  return (record) => path.test(record.url_without_anchor);
}

const LEVELS = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;

/** The engine's ranked hits as an agent reads them: where each is (breadcrumb, URL) and what it says. */
export function searchDocs(engine: SearchEngine, query: string, options: { section?: Section; limit: number }): DocHit[] {
  const filter = options.section ? inSection(options.section, engine.lang) : undefined;
  const { hits } = engine.searchWithTotal(query, filter);
  return hits.slice(0, Math.min(options.limit, MAX_RESULTS)).map(({ record, words }) => {
    const breadcrumb = LEVELS.map((l) => record.hierarchy[l]).filter((v): v is string => Boolean(v));
    const title = breadcrumb.length > 1 ? breadcrumb[breadcrumb.length - 1] : (record.hierarchy.lvl1 ?? "");
    return { title, breadcrumb, url: record.url, snippet: excerpt(record.content ?? breadcrumb.slice(1).join(" › "), words) };
  });
}
