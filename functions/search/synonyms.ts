import { isCjk } from "./core/cjk";
import { isFiller } from "./core/filler";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const MAX_ALTERNATIVES = 3;
const SPACE_IN_CHINESE = /(?<=[\u3400-\u4dbf\u4e00-\u9fff]) +(?=[\u3400-\u4dbf\u4e00-\u9fff])/g;

/** Where `term` stands in a query: anywhere for Chinese, as whole words for Latin. */
const matcher = (term: string) =>
  isCjk(term) ? new RegExp(escape(term)) : new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, "u");
/**
 * Each term's matcher, compiled when a query first holds the term: compiling every set's at
 * the first query cost a fresh isolate about 10 ms, for terms most queries never hold.
 */
const compiled = new Map<string, RegExp>();
const matcherOf = (term: string) => compiled.get(term) ?? compiled.set(term, matcher(term)).get(term)!;

/**
 * The query said with synonyms: the longest term of a synonym set found in the (lowercased)
 * query is replaced by each other term of its set, at most three alternatives.
 */
export function alternatives(typed: string, sets: string[][]): string[] {
  // Chinese needs no spaces: a reader's space between words (内存 不足) must not hide a term (内存不足).
  const query = typed.replace(SPACE_IN_CHINESE, "");
  let best: { term: string; re: RegExp; set: string[] } | null = null;
  for (const set of sets) {
    for (const term of set) {
      // A word that only frames the question (配置 in 怎么配置代理) is not its subject: said
      // another way (config file) it would become a required word.
      if ((best && term.length <= best.term.length) || !query.includes(term) || isFiller(term)) continue;
      const re = matcherOf(term);
      if (re.test(query)) best = { term, re, set };
    }
  }
  if (!best) return [];
  const { term, re, set } = best;
  return set
    .filter((t) => t !== term)
    .slice(0, MAX_ALTERNATIVES)
    .map((t) => query.replace(re, ` ${t} `).replace(/\s+/g, " ").trim());
}
