import type { SearchEngine } from "./engine";
import { facetValue } from "./filters";
import { highlight } from "./highlight";
import { fold } from "./core/fold";
import type { SearchRequest } from "./protocol";

/** Each word of the facet query starts a word of the value: `web` finds "Web Workers". */
function matches(value: string, words: string[]) {
  const valueWords = fold(value)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return words.every((w) => valueWords.some((v) => v.startsWith(w)) || (/[^\x00-\x7f]/.test(w) && value.includes(w)));
}

/**
 * The provider's search for facet values: the values of one facet among the records the
 * request's query and filters match (all records for an empty query), those starting with the
 * facet query, most frequent first.
 */
export function facetHits(engine: SearchEngine, request: SearchRequest) {
  const { name, query, max } = request.facet!;
  const words = fold(query).toLowerCase().split(/\s+/).filter(Boolean);
  const records = request.query.trim() ? engine.search(request.query, request.filter).map((h) => h.record) : engine.scan(request.filter);
  const counts = new Map<string, number>();
  for (const record of records) {
    const value = facetValue(record, name);
    if (value !== null && matches(value, words)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, max);
  return {
    facetHits: top.map(([value, count]) => ({
      value,
      highlighted: highlight(value, words, request.highlightPreTag, request.highlightPostTag).value,
      count,
    })),
    exhaustiveFacetsCount: true,
    exhaustive: { facetsCount: true },
  };
}
