/**
 * MRR@5 and hit@1 of a relevance set: `pages(query)` gives the distinct result pages in rank
 * order (site-relative paths); each query has one expected page.
 * @param {[string, string][]} set
 * @param {(query: string) => string[]} pages
 */
export function relevance(set, pages) {
  let reciprocal = 0;
  let first = 0;
  const misses = [];
  for (const [query, expected] of set) {
    const got = pages(query);
    const rank = got.indexOf(expected) + 1;
    if (rank === 1) first++;
    if (rank >= 1 && rank <= 5) reciprocal += 1 / rank;
    if (rank !== 1) misses.push({ query, expected, rank, got: got.slice(0, 3).join(" ") });
  }
  return { mrr: reciprocal / set.length, hit1: first / set.length, misses };
}
