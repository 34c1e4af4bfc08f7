import type { SearchResult } from "minisearch";
import type { RawResult } from "./term-results";

/** A result's new score from its id, query terms and MiniSearch's score; undefined drops it. */
export type Rescore = (id: number, queryTerms: string[], score: number) => number | undefined;

/**
 * The first `limit` results, and how many there are, of MiniSearch's `search` (without a
 * filter) re-scored by `rescore` and sorted again, from its raw results (`executeQuery`): only
 * those are built and sorted. A word held by thousands of records otherwise builds and sorts
 * thousands of results of which the engine re-ranks 400 at most.
 *
 * MiniSearch scores each result `score × number of query terms` and sorts by it, ties in the
 * raw results' order (the sort is stable); sorted again by the new score, ties keep that order.
 * The k-th best new score is found on a typed array; the results above it and the best of
 * those equal to it are kept, then sorted.
 */
export function topResults(raw: Map<number, RawResult>, limit: number, rescore?: Rescore): { results: SearchResult[]; count: number } {
  const ids = new Int32Array(raw.size);
  const values: RawResult[] = [];
  const base = new Float64Array(raw.size);
  const score = new Float64Array(raw.size);
  let n = 0;
  for (const [id, result] of raw) {
    const before = result.score * (result.terms.length || 1);
    const after = rescore ? rescore(id, result.terms, before) : before;
    if (after === undefined) continue;
    ids[n] = id;
    values.push(result);
    base[n] = before;
    score[n++] = after;
  }
  const kept = Math.min(limit, n);
  // The k-th best score: a typed array sorts numbers natively, with no comparator call.
  const threshold = kept ? score.slice(0, n).sort()[n - kept] : Number.POSITIVE_INFINITY;
  const order = (a: number, b: number) => score[b] - score[a] || base[b] - base[a] || a - b;
  const chosen: number[] = [];
  const ties: number[] = [];
  for (let i = 0; i < n; i++) {
    if (score[i] > threshold) chosen.push(i);
    else if (score[i] === threshold) ties.push(i);
  }
  chosen.push(...ties.sort(order).slice(0, kept - chosen.length));
  const results = chosen.sort(order).map((i): SearchResult => {
    const { terms, match } = values[i];
    return { id: ids[i], score: score[i], terms: Object.keys(match), queryTerms: terms, match };
  });
  return { results, count: n };
}
