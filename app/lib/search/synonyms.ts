import { isCjk } from "./options.js";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const MAX_ALTERNATIVES = 3;

/** Where `term` stands in the query: anywhere for Chinese, as whole words for Latin. */
function find(query: string, term: string): RegExp | null {
  const re = isCjk(term) ? new RegExp(escape(term)) : new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, "u");
  return re.test(query) ? re : null;
}

/**
 * The query said with synonyms: the longest term of a synonym set found in the (lowercased)
 * query is replaced by each other term of its set, at most three alternatives.
 */
export function alternatives(query: string, sets: string[][]): string[] {
  let best: { term: string; re: RegExp; set: string[] } | null = null;
  for (const set of sets) {
    for (const term of set) {
      if (best && term.length <= best.term.length) continue;
      const re = find(query, term);
      if (re) best = { term, re, set };
    }
  }
  if (!best) return [];
  const { term, re, set } = best;
  return set.filter((t) => t !== term).slice(0, MAX_ALTERNATIVES).map((t) => query.replace(re, ` ${t} `).replace(/\s+/g, " ").trim());
}
