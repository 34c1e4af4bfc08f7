import { SearchApiError } from "./errors";
import type { SearchRecord } from "~/shared/search/types";

/** Attributes records can be filtered and faceted on. */
export const FACETS = ["lang", "type", "hierarchy.lvl0", "hierarchy.lvl1"] as const;
export type Facet = (typeof FACETS)[number];
export type RecordFilter = (record: SearchRecord) => boolean;

export const facetValue = (record: SearchRecord, attr: Facet): string | null =>
  attr.startsWith("hierarchy.") ? record.hierarchy[attr.slice(10) as "lvl0"] : record[attr as "lang" | "type"];

/** One `attribute:value` test (`-attribute:value` or NOT negates); an unknown attribute is a 400. */
function term(text: string): RecordFilter {
  const negated = text.startsWith("-");
  const m = /^\s*"?([\w.]+)"?\s*:\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|(.+?))\s*$/.exec(negated ? text.slice(1) : text);
  if (!m) throw new SearchApiError(400, `Invalid filter: ${text.slice(0, 60)}`);
  const attr = m[1] as Facet;
  if (!FACETS.includes(attr))
    throw new SearchApiError(400, `Unknown attribute in filters: ${attr.slice(0, 40)}; filterable: ${FACETS.join(", ")}`);
  const value = (m[2] ?? m[3] ?? m[4]).replace(/\\(.)/g, "$1");
  return (r) => (facetValue(r, attr) === value) !== negated;
}

/** facetFilters: strings are ANDed, a nested list is ORed (`[["lang:en", "lang:zh"], "type:lvl1"]`). */
export function parseFacetFilters(value: unknown): RecordFilter | undefined {
  let list = value;
  if (typeof list === "string") {
    try {
      list = list.trim().startsWith("[") ? JSON.parse(list) : [list];
    } catch {
      throw new SearchApiError(400, "facetFilters must be a list");
    }
  }
  if (list === undefined || list === null) return undefined;
  if (!Array.isArray(list)) throw new SearchApiError(400, "facetFilters must be a list");
  const all = list.map((entry) => {
    if (typeof entry === "string") return term(entry);
    if (Array.isArray(entry) && entry.every((e) => typeof e === "string")) {
      const any = entry.map(term);
      return (r: SearchRecord) => any.some((t) => t(r));
    }
    throw new SearchApiError(400, "facetFilters entries must be strings or lists of strings");
  });
  return all.length ? (r) => all.every((t) => t(r)) : undefined;
}
