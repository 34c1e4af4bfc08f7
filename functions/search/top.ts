import type { Found } from "./found";

/** A result's new score from its id, query terms and text score; undefined drops it. */
export type Rescore = (id: number, queryTerms: string[], score: number) => number | undefined;

/**
 * A scored document: its id and score, the index terms it matched (each with its fields), and
 * the query's terms it holds. The shape of the reference's (MiniSearch's) search results.
 */
export interface Result {
  id: number;
  score: number;
  terms: string[];
  queryTerms: string[];
  match: Record<string, string[]>;
}

export type Top = { results: Result[]; count: number };

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
 * Which of `n` raw results (`id`, `score`, `terms` of the i-th) are the first `limit` once
 * re-scored by `rescore` and sorted, in order, with their new scores, and how many results
 * there are in all.
 *
 * A result's text score is `score × number of query terms` (as the reference's search gives
 * it), ties in the raw results' order; sorted by the new score, ties keep that order.
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
 * The first `limit` results of a query, re-scored by `rescore` and sorted, and how many there
 * are in all, from its results in columns (execute.ts): only those are built and sorted, where a
 * word held by thousands of records has thousands of results. `termsOf` gives the query terms of
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
  const results = top.rows.map((i, k): Result => {
    const queryTerms = [...termsOf(found.specs[i])];
    return { id: found.ids[i], score: top.scores[k], terms: Object.keys(match[k]), queryTerms, match: match[k] };
  });
  return { results, count: top.count };
}
