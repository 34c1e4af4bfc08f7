import type { HighlightResult } from "~/shared/search/types";
import type { GroupableHit } from "./group";

/** A hit with the provider's highlights: the index's own words for the query's, marked. */
type Highlighted = GroupableHit & { _highlightResult?: { hierarchy?: Record<string, HighlightResult>; content?: HighlightResult } };

/** At most this many words of a query are looked up one by one. */
export const MAX_WORDS = 3;
/** Pages shown when the query as a whole found nothing. */
export const MAX_PAGES = 5;

/**
 * The words of a query worth looking up alone: distinct, at least two characters, the longest
 * first (long words are the rarer, more telling ones). One word alone is the query itself.
 */
export function lookupWords(query: string): string[] {
  const words = [...new Set(query.trim().toLowerCase().split(/\s+/))].filter((w) => [...w].length >= 2);
  if (words.length < 2) return [];
  return words.sort((a, b) => [...b].length - [...a].length).slice(0, MAX_WORDS);
}

const pageOf = (url: string) => url.replace(/#.*$/, "");

const MARK = /<mark>([^<]+)<\/mark>/;
const LATIN = /[a-z]/i;

/**
 * The word as the index holds it, read from what the hits mark for it (a typo or a prefix marks
 * the index's word, `webpak` → webpack): a query that finds the marking page. A Chinese word,
 * never matched with typos, is its own; a Latin word no hit marks is not offered.
 */
export function knownForm(word: string, hits: Highlighted[]): string | undefined {
  if (!LATIN.test(word)) return word;
  for (const hit of hits) {
    const { hierarchy = {}, content } = hit._highlightResult ?? {};
    for (const text of [...Object.values(hierarchy), content]) {
      const marked = text && MARK.exec(text.value)?.[1];
      if (marked && LATIN.test(marked)) return marked.toLowerCase();
    }
  }
  return undefined;
}

/**
 * What the index holds for the query's words when the whole query found nothing: the pages the
 * most words lead to (then the best ranked), one hit each, and each word that found anything as
 * the index holds it (`knownForm`, never the typo itself), to suggest as queries.
 */
export function closestPages<T extends Highlighted>(byWord: { word: string; hits: T[] }[]): { hits: T[]; words: string[] } {
  const pages = new Map<string, { hit: T; words: number; rank: number }>();
  for (const { hits } of byWord) {
    const seen = new Set<string>();
    hits.forEach((hit, rank) => {
      const page = pageOf(hit.url);
      if (seen.has(page)) return;
      seen.add(page);
      const found = pages.get(page);
      if (found) (found.words += 1), (found.rank += rank);
      else pages.set(page, { hit, words: 1, rank });
    });
  }
  const ranked = [...pages.values()].sort((a, b) => b.words - a.words || a.rank - b.rank);
  const words = byWord.flatMap(({ word, hits }) => (hits.length ? (knownForm(word, hits) ?? []) : []));
  return { hits: ranked.slice(0, MAX_PAGES).map((p) => p.hit), words: [...new Set(words)] };
}
