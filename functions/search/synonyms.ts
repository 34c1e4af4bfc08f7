import { isCjk } from "~/shared/search/options.js";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const MAX_ALTERNATIVES = 3;

/** Where `term` stands in a query: anywhere for Chinese, as whole words for Latin. */
const matcher = (term: string) => (isCjk(term) ? new RegExp(escape(term)) : new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, "u"));
/** Each set's matchers, compiled once per set list (an engine's), not once per query. */
const compiled = new WeakMap<string[][], RegExp[][]>();

/**
 * The query said with synonyms: the longest term of a synonym set found in the (lowercased)
 * query is replaced by each other term of its set, at most three alternatives.
 */
export function alternatives(query: string, sets: string[][]): string[] {
  let matchers = compiled.get(sets);
  if (!matchers) compiled.set(sets, (matchers = sets.map((set) => set.map(matcher))));
  let best: { term: string; re: RegExp; set: string[] } | null = null;
  for (let i = 0; i < sets.length; i++) {
    for (let k = 0; k < sets[i].length; k++) {
      const term = sets[i][k];
      if ((best && term.length <= best.term.length) || !query.includes(term)) continue;
      if (matchers[i][k].test(query)) best = { term, re: matchers[i][k], set: sets[i] };
    }
  }
  if (!best) return [];
  const { term, re, set } = best;
  return set.filter((t) => t !== term).slice(0, MAX_ALTERNATIVES).map((t) => query.replace(re, ` ${t} `).replace(/\s+/g, " ").trim());
}
