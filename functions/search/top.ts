import type { SearchResult } from "minisearch";
import type { Found } from "./found";
import type { RawResult } from "./term-results";

/** A result's new score from its id, query terms and MiniSearch's score; undefined drops it. */
export type Rescore = (id: number, queryTerms: string[], score: number) => number | undefined;

type Top = { results: SearchResult[]; count: number };

/**
 * The value at `index` of `values` sorted ascending (values reordered): quickselect, linear
 * where sorting a common word's thousands of scores was a tenth of its query.
 */
export function nthSmallest(values: Float64Array, index: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        const swap = values[i];
        values[i++] = values[j];
        values[j--] = swap;
      }
    }
    if (index <= j) hi = j;
    else if (index >= i) lo = i;
    else return values[index];
  }
  return values[index];
}

/**
 * Which of `n` raw results (`id`, `score`, `terms` of the i-th) are the first `limit` of
 * MiniSearch's `search` (without a filter) re-scored by `rescore` and sorted again, in order,
 * with their new scores, and how many results there are in all.
 *
 * MiniSearch scores each result `score × number of query terms` and sorts by it, ties in the
 * raw results' order (the sort is stable); sorted again by the new score, ties keep that order.
 * The k-th best new score is found on a typed array; the results above it and the best of
 * those equal to it are kept, then sorted.
 */
function choose(
  n: number,
  id: (i: number) => number,
  score: (i: number) => number,
  terms: (i: number) => string[],
  limit: number,
  rescore?: Rescore,
) {
  const rows = new Int32Array(n);
  const base = new Float64Array(n);
  const scores = new Float64Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const queryTerms = terms(i);
    const before = score(i) * (queryTerms.length || 1);
    const after = rescore ? rescore(id(i), queryTerms, before) : before;
    if (after === undefined) continue;
    rows[count] = i;
    base[count] = before;
    scores[count++] = after;
  }
  const kept = Math.min(limit, count);
  const threshold = kept ? nthSmallest(scores.slice(0, count), count - kept) : Number.POSITIVE_INFINITY;
  const order = (a: number, b: number) => scores[b] - scores[a] || base[b] - base[a] || a - b;
  const chosen: number[] = [];
  const ties: number[] = [];
  for (let i = 0; i < count; i++) {
    if (scores[i] > threshold) chosen.push(i);
    else if (scores[i] === threshold) ties.push(i);
  }
  chosen.push(...ties.sort(order).slice(0, kept - chosen.length));
  chosen.sort(order);
  return { rows: chosen.map((c) => rows[c]), scores: chosen.map((c) => scores[c]), count };
}

/**
 * The first `limit` results, and how many there are, of MiniSearch's `search` (without a filter)
 * re-scored by `rescore`, from its raw results (`executeQuery`): only those are built and
 * sorted. A word held by thousands of records otherwise builds and sorts thousands of results
 * of which the engine re-ranks 400 at most.
 */
export function topResults(raw: Map<number, RawResult>, limit: number, rescore?: Rescore): Top {
  const ids = [...raw.keys()];
  const values = [...raw.values()];
  const top = choose(
    ids.length,
    (i) => ids[i],
    (i) => values[i].score,
    (i) => values[i].terms,
    limit,
    rescore,
  );
  const results = top.rows.map((i, k): SearchResult => {
    const { terms, match } = values[i];
    return { id: ids[i], score: top.scores[k], terms: Object.keys(match), queryTerms: terms, match };
  });
  return { results, count: top.count };
}

/**
 * `topResults` of a query's results in columns (execute.ts): `termsOf` gives the query terms of
 * a set of term searches, `matches` the match objects of the chosen places.
 */
export function topFound(
  found: Found,
  termsOf: (specs: number) => string[],
  matches: (places: number[]) => Record<string, string[]>[],
  limit: number,
  rescore?: Rescore,
): Top {
  const top = choose(
    found.n,
    (i) => found.ids[i],
    (i) => found.scores[i],
    (i) => termsOf(found.specs[i]),
    limit,
    rescore,
  );
  const match = matches(top.rows);
  const results = top.rows.map((i, k): SearchResult => {
    const queryTerms = [...termsOf(found.specs[i])];
    return { id: found.ids[i], score: top.scores[k], terms: Object.keys(match[k]), queryTerms, match: match[k] };
  });
  return { results, count: top.count };
}
