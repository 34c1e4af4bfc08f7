import type { SearchResult } from "minisearch";
import type { RawResult } from "./term-results";

/**
 * The first `limit` of MiniSearch's results (`search` without a filter) and how many there are,
 * from its raw results (`executeQuery`): only those are built and sorted. A word held by
 * thousands of records otherwise builds and sorts thousands of results of which the engine
 * re-ranks 400.
 *
 * MiniSearch scores each result `score × number of query terms` and sorts them by score, ties
 * in the raw results' order (the sort is stable): the k-th best score is found on a typed
 * array, the results above it and the first ones equal to it are kept in that order, then sorted.
 */
export function topResults(raw: Map<number, RawResult>, limit: number): { results: SearchResult[]; count: number } {
  const scores = new Float64Array(raw.size);
  let i = 0;
  for (const { score, terms } of raw.values()) scores[i++] = score * (terms.length || 1);
  const kept = Math.min(limit, raw.size);
  // The k-th best score: a typed array sorts numbers natively, with no comparator call.
  const threshold = kept ? scores.slice().sort()[raw.size - kept] : Number.POSITIVE_INFINITY;
  let above = 0;
  for (const s of scores) if (s > threshold) above++;
  let ties = kept - above;
  const results: SearchResult[] = [];
  i = 0;
  for (const [id, { terms, match }] of raw) {
    const score = scores[i++];
    if (score < threshold || (score === threshold && ties-- <= 0)) continue;
    results.push({ id, score, terms: Object.keys(match), queryTerms: terms, match });
  }
  results.sort((a, b) => b.score - a.score);
  return { results, count: raw.size };
}
