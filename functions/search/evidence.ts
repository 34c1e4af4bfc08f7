import type { Result } from "./top";
import type { SearchRecord } from "~/shared/search/types";

// Evidence beyond one record's text score: how telling each query word is, and what the rest of
// the record's page holds. A reader looks for a page, not a paragraph: a page whose other
// sections also hold the query's words answers better than one where a paragraph mentions them.

/** What a record lacking one word of the query keeps of its score. */
const MISSING_WORD = 0.4;
/** What a record keeps per missing word of a long question (past LONG_QUESTION words): each of its many words says less. */
const MISSING_WORD_LONG = 0.5;
const LONG_QUESTION = 7;
/** The share a record keeps per missing word, for a query of `words` words. */
export const missingWord = (words: number) => (words > LONG_QUESTION ? MISSING_WORD_LONG : MISSING_WORD);
/** How much of that loss a page wins back for each such word it holds in another record. */
const ELSEWHERE = 0.75;
/** What a page gains of its next best matching records' scores (the second whole, the third half). */
const SUPPORT = 0.2;
const SUPPORTING = 2;

export const bits = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/** Inverse document frequency of a term held by `df` of `count` documents (a term none holds counts as held by one). */
export const idf = (df: number, count: number) => Math.log(1 + count / Math.max(df, 1));

/**
 * How informative each word (its terms) is, relative to the query's others (1 on average): a
 * rare word, an option's name, weighs more than a common one ("build", "page"), and a record
 * lacking it loses more. Inverse document frequency of the word's rarest term, among `count`
 * documents; a word the index lacks weighs as an average one (no record holds it anyway).
 */
export function informative(words: string[][], frequency: (term: string) => number, count: number): number[] {
  const rarity = words.map((terms) => {
    const df = Math.min(...terms.map(frequency));
    return df > 0 ? idf(df, count) : 0;
  });
  const known = rarity.filter((x) => x > 0);
  const mean = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  return rarity.map((x) => (x > 0 ? x / mean : 1));
}

/** How far the pages linked to most rise above others (a tie-breaker, of little weight). */
const LINKED = 0.2;

/**
 * What a record gains from the pages that link to its page: the option page every guide links
 * to is the one readers are sent to, ahead of a guide or release note of the same words.
 */
export const linkPrior = (links: number): number => (1 + Math.log1p(links)) ** LINKED;

/** Per page, the query words its candidate records hold between them. */
export function pageCover(results: Result[], held: Map<number, number>, pageOf: (id: number) => string) {
  const cover = new Map<string, number>();
  for (const r of results) {
    const id = Number(r.id);
    const page = pageOf(id);
    cover.set(page, (cover.get(page) ?? 0) | (held.get(id) ?? 0));
  }
  return cover;
}

/**
 * A record lacking words its page holds elsewhere wins back part of their loss (a page about
 * the query's subject, in other sections, beats a page where one section holds one word). Only
 * part: a record holding every word still ranks first.
 */
export function pageEvidence(record: number, page: number, words: number): number {
  return (1 / missingWord(words)) ** (ELSEWHERE * (bits(page) - bits(record)));
}

/**
 * Every record of a page is raised by a fifth of the scores of the page's next two matching
 * records (the third counting half): the option page whose sections all speak of the query
 * overtakes a guide where one paragraph does. Records of one page keep their order.
 */
export function pageSupport(hits: Iterable<{ record: SearchRecord; score: number }>): void {
  const byPage = new Map<string, { record: SearchRecord; score: number }[]>();
  for (const hit of hits) {
    const list = byPage.get(hit.record.url_without_anchor);
    if (list) list.push(hit);
    else byPage.set(hit.record.url_without_anchor, [hit]);
  }
  for (const list of byPage.values()) {
    if (list.length < 2) continue;
    list.sort((a, b) => b.score - a.score);
    let extra = 0;
    for (let i = 1; i <= Math.min(list.length - 1, SUPPORTING); i++) extra += list[i].score / i;
    const factor = 1 + (SUPPORT * extra) / list[0].score;
    for (const hit of list) hit.score *= factor;
  }
}

/** What a section that only points to another page keeps of its score. */
const POINTER = 0.6;
/** What the page pointed to gets of the pointing section's score. */
const POINTED = 0.8;

/**
 * A section that only points to another page ("to import SVG files as React components, use
 * @rsbuild/plugin-svgr") matches the reader's words, but the page it points to answers: it
 * weighs 0.6, and the page's own record rises to 0.8 of its score (or is added with it).
 * `pointer` gives the record a hit's section points to; `add` makes a hit of it, or none when
 * the record does not pass the query's filter.
 */
export function followPointers<H extends { score: number }>(
  hits: Map<number, H>,
  pointer: (id: number) => number | undefined,
  add: (id: number, score: number, from: H) => H | undefined,
): void {
  // Pages added are set aside until the walk ends: no copy of the hits (a thousand) per query.
  const added = new Map<number, H>();
  for (const [id, hit] of hits) {
    const target = pointer(id);
    if (target === undefined) continue;
    const passed = hit.score * POINTED;
    hit.score *= POINTER;
    const known = hits.get(target) ?? added.get(target);
    if (known) known.score = Math.max(known.score, passed);
    else {
      const made = add(target, passed, hit);
      if (made) added.set(target, made);
    }
  }
  for (const [id, hit] of added) hits.set(id, hit);
}
