import { defaultSearchOptions } from "./query-options";
import { knownStart, queryGroups } from "./core/query";
import { processTerm } from "./core/stem";
import type { Query } from "./execute";
import type { Required, Searcher } from "./packed";
import { bits, informative, missingWord, pageCover } from "./evidence";
import { requiredTerms } from "./required";
import type { Rescore, Result } from "./top";

/** Only the best matches by text score are re-ranked: common words match thousands of records. */
export const RERANK_WINDOW = 400;
/** Words of a query past this many are ignored: they bound the work of one query. */
export const MAX_QUERY_WORDS = 12;
/**
 * Optional words are tried with this many words at most (the first ones). Every English word
 * counts: a long question often names its subject last ("build output missing modules after
 * enabling lazyCompilation"), which the first five alone lost. A Chinese query's segments are
 * shorter than words (开发服务器 is cut into three), often common characters: past five, they
 * let common ones stand in for the subject (measured on both sets of needs).
 */
const MAX_OPTIONAL_WORDS = { en: MAX_QUERY_WORDS, zh: 5 };
/**
 * A Chinese query of this many segments or more is a question told in the reader's own words
 * (a developer's write-up of a problem), its subject anywhere in it: all its words count, as
 * English ones do. Measured on the write-up questions of the extra set (hit@1 48.8% → 59.8%).
 */
const LONG_ZH = 8;
/** Past this many optional words, a record's page must hold half of them, the record a third (`pageHalf`). */
const LOOSE_FROM = 5;
/**
 * The most words of a long question a page must hold: half of up to eight English words (a
 * write-up names its subject once among many words); every second Chinese segment, however
 * many, as segments are shorter than words.
 */
const PAGE_NEED = { en: 4, zh: MAX_QUERY_WORDS };
/** With fewer records holding every word, records missing some are also considered. */
const FEW = 30;
/** With fewer records holding half the words, records holding any two of them are also considered (`relaxed`). */
const TOO_FEW = 5;

type Groups = ReturnType<typeof queryGroups>;

/** A query's records before re-ranking: those holding every word, or failing that, enough of them. */
export interface Matched {
  results: Result[];
  /** Records scored, over every run of the query (its optional words). */
  work: number;
  /** Whether words became optional. */
  optional: boolean;
  /** The words each record holds, as bits in the order of the query's words (with optional words). */
  held?: Map<number, number>;
  /** How many words were optional (what a missing one costs depends on it). */
  words?: number;
  count: number;
}

/**
 * Which records match a query's words, and their text scores: every word, or with few records
 * holding them all, most of them (soft matching). Each run is the executor's (`Searcher.top`).
 */
export class Matcher {
  constructor(
    private index: Searcher,
    private size: number,
    private lang: "en" | "zh",
    /** A record's page (its URL without anchor). */
    private pageOf: (id: number) => string,
  ) {}

  private query(groups: Groups, combineWith: "AND" | "OR"): Query {
    const last = groups.length - 1;
    const queries: Query[] = groups.map((g, i) => ({
      queries: g.terms,
      combineWith: "AND",
      prefix: i === last ? g.prefix || defaultSearchOptions.prefix : false,
      fuzzy: i === last || groups.length === 1 ? defaultSearchOptions.fuzzy : false,
    }));
    return { queries, combineWith };
  }

  /**
   * The query's best RERANK_WINDOW results and how many matched, from the executor: `rescore`
   * gives each result its new score, or drops it; `mask` is the request's filter.
   */
  private run(query: Query, required: Required, mask?: Uint8Array, rescore?: Rescore) {
    return this.index.top(query, { boost: defaultSearchOptions.boost }, required, RERANK_WINDOW, rescore, mask);
  }

  /** Every word must match; the last one, still being typed, also by prefix and with typos. */
  private all(groups: Groups, mask?: Uint8Array): { results: Result[]; count: number } {
    const query = this.query(groups, "AND");
    return this.run(query, requiredTerms((query as { queries: Query[] }).queries), mask);
  }

  /**
   * With few records holding every word, words become optional, as the provider's "remove words
   * if no results": a record loses a factor of 2.5 per word it lacks, so the fewer missing, the
   * higher; a record lacking more than half of them is dropped (stop words never count).
   * `held` gets the words each scored record holds, as bits in the order of `groups`: a map
   * serves one list of words, as another run over it rewrites the bits of the records both score.
   */
  private optional(
    groups: Groups,
    mask?: Uint8Array,
    held?: Map<number, number>,
    allowed = Math.floor(groups.length / 2),
    { processed, weights } = this.weighed(groups),
  ): { results: Result[]; count: number } {
    const query = this.query(groups, "OR");
    // Only records holding enough of the words that match exactly are scored. A word matching by
    // prefix or with typos (the last Latin one) and words without index terms count as held: no
    // record kept is left out.
    const exact = (query as { queries: Query[] }).queries.map((q) => requiredTerms([q])).filter((t) => t.length);
    const atLeast = groups.length - allowed - (groups.length - exact.length);
    const required = { groups: exact, atLeast };
    const missing = missingWord(groups.length);
    const rescore: Rescore = (id, matched, score) => {
      const queryTerms = new Set(matched);
      let mask = 0;
      let lost = 0;
      processed.forEach((terms, i) => {
        if (terms.every((t) => queryTerms.has(t))) mask |= 1 << i;
        else lost += weights[i];
      });
      held?.set(id, mask);
      return groups.length - bits(mask) <= allowed ? score * missing ** lost : undefined;
    };
    return this.run(query, required, mask, rescore);
  }

  /**
   * Optional words of a long query judged by page as well as by record: a record needs a third
   * of the words and its page (its candidate records between them) half. Such a question's
   * words are spread over the answering page's sections, and half of six or eight words in one
   * paragraph lost it (the first five alone kept it only when the fifth matched by chance).
   * A record whose title holds a telling word of the question is kept as well (`titled`).
   * `scored`: the records scored, the work counted against the limits.
   */
  private pageHalf(words: Groups, mask: Uint8Array | undefined, held: Map<number, number>) {
    if (words.length <= LOOSE_FROM) return { ...this.optional(words, mask, held), scored: 0 };
    // Weighed once: the soft run and the telling words read the same weights.
    const weighing = this.weighed(words);
    const soft = this.optional(words, mask, held, words.length - Math.ceil(words.length / 3), weighing);
    const cover = pageCover(soft.results, held, (id) => this.pageOf(id));
    const need = Math.min(words.length - Math.floor(words.length / 2), PAGE_NEED[this.lang]);
    const telling = this.tellingWords(weighing);
    const results = soft.results.filter((r) => bits(cover.get(this.pageOf(Number(r.id))) ?? 0) >= need || titled(r, telling));
    return { results, count: results.length, scored: soft.count };
  }

  /** Each word's index terms, and how telling it is against the query's average word (`informative`). */
  private weighed(groups: Groups) {
    const processed = groups.map((g) => g.terms.map((t) => processTerm(t) || t));
    return { processed, weights: informative(processed, (t) => this.index.frequency(t), this.size) };
  }

  /** The terms of the words more telling than the query's average word (rarer), among those the index holds. */
  private tellingWords({ processed, weights }: ReturnType<Matcher["weighed"]>): string[][] {
    return processed.filter((terms, i) => weights[i] > 1 && terms.every((t) => this.index.frequency(t) > 0));
  }

  /** Dotted names the index lacks as a whole, cut back to the start it knows (`knownStart`). */
  private known(groups: Groups): Groups {
    const index = this.index;
    const known = (term: string) => index.frequency(term) > 0;
    return groups.map((g) => {
      if (!g.word?.includes(".") || known(g.word)) return g;
      const terms = knownStart(g.word, known);
      return terms ? { ...g, terms } : g;
    });
  }

  /**
   * Records holding any one of the words, most words first; nothing when the index knows fewer
   * than two of them (a word and typed junk is no question to answer with that word's pages).
   */
  private relaxed(words: Groups, mask: Uint8Array | undefined, held: Map<number, number>) {
    const loose = new Map<number, number>();
    const results = this.optional(words, mask, loose, words.length - 1);
    let known = 0;
    for (const mask of loose.values()) known |= mask;
    if (bits(known) < 2) return { results: [], count: 0 };
    for (const [id, mask] of loose) held.set(id, mask);
    return results;
  }

  matches(query: string, mask?: Uint8Array): Matched {
    const groups = this.known(queryGroups(query).slice(0, MAX_QUERY_WORDS));
    if (!groups.length) return { results: [], work: 0, optional: false, count: 0 };
    const { results, count: all } = this.all(groups, mask);
    if (all >= FEW || groups.length === 1) return { results, work: all, optional: false, count: all };
    // Soft matching when few records hold every word: a record may lack some, losing a factor
    // per word it lacks, so records holding them all still come first and a page that answers
    // in other words (or lacks one) is found. Asked only then: an OR of common words is costly.
    const held = new Map<number, number>();
    const long = this.lang === "zh" && groups.length >= LONG_ZH;
    const words = groups.slice(0, long ? MAX_QUERY_WORDS : MAX_OPTIONAL_WORDS[this.lang]);
    // A record must still hold at least half the words: one common word of a long query is no
    // answer, unless few records hold more (an error message quoted with words no page holds).
    let soft = this.pageHalf(words, mask, held);
    const scored = Math.max(soft.scored, soft.count);
    // A handful of records is no page of answers either: a question quoting an error or told in
    // its own words often holds half its words in one or two stray records only (measured: 3 to
    // 30; past 5 Chinese needs lost their first place).
    if (soft.count < TOO_FEW && words.length > 2) {
      const loose = this.relaxed(words, mask, held);
      if (loose.count > soft.count) soft = { ...loose, scored };
    }
    return {
      results: soft.results,
      work: all + Math.max(scored, soft.count),
      optional: !all,
      held,
      words: words.length,
      count: all || soft.count,
    };
  }
}

/**
 * Whether a record's title holds one of the telling words: the page titled by a word a long
 * question names ("Svelte", "UnoCSS") is about it, though the question's other words (its
 * symptoms, a pasted message) are on other pages and the page holds fewer than half of them.
 */
const titled = (r: Result, telling: string[][]) =>
  telling.some((terms) => terms.every((t) => Object.hasOwn(r.match, t) && r.match[t].includes("title")));
