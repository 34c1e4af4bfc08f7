/** A query and the one page (site-relative path) expected to answer it. */
export type RelevanceCase = [query: string, expected: string];

export interface Relevance {
  mrr: number;
  hit1: number;
  misses: { query: string; expected: string; rank: number; got: string }[];
}

/**
 * MRR@5 and hit@1 of a relevance set: `pages(query)` gives the distinct result pages in rank
 * order (site-relative paths); each query has one expected page.
 */
export function relevance(set: RelevanceCase[], pages: (query: string) => string[]): Relevance {
  let reciprocal = 0;
  let first = 0;
  const misses: Relevance["misses"] = [];
  for (const [query, expected] of set) {
    const got = pages(query);
    const rank = got.indexOf(expected) + 1;
    if (rank === 1) first++;
    if (rank >= 1 && rank <= 5) reciprocal += 1 / rank;
    if (rank !== 1) misses.push({ query, expected, rank, got: got.slice(0, 3).join(" ") });
  }
  return { mrr: reciprocal / set.length, hit1: first / set.length, misses };
}
