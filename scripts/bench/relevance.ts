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

export interface PageRelevance {
  count: number;
  hit1: number;
  hit5: number;
  mrr: number;
  misses: { query: string; expected: string[]; rank: number; got: string }[];
}

/**
 * Page-level hit@1, hit@5 and MRR@5 of queries that any of several pages answer: the rank is
 * that of the first answering page among the distinct result pages.
 */
export function pageRelevance(cases: { q: string; pages: string[] }[], pages: (query: string) => string[]): PageRelevance {
  let first = 0;
  let five = 0;
  let reciprocal = 0;
  const misses: PageRelevance["misses"] = [];
  for (const { q, pages: expected } of cases) {
    const got = pages(q);
    const index = got.findIndex((p) => expected.includes(p));
    const rank = index + 1;
    if (rank === 1) first++;
    if (rank >= 1 && rank <= 5) {
      five++;
      reciprocal += 1 / rank;
    }
    if (rank !== 1) misses.push({ query: q, expected, rank, got: got.slice(0, 3).join(" ") });
  }
  const n = cases.length || 1;
  return { count: cases.length, hit1: first / n, hit5: five / n, mrr: reciprocal / n, misses };
}
