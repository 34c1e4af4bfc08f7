import type { Query, SearchResult } from "minisearch";
import { kindOf } from "./intent";
import { cjkRuns, defaultSearchOptions, fold, knownStart, miniSearchOptions, queryGroups, setFold } from "~/shared/search/options";
import { loadPacked, type Required, type Searcher } from "./packed";
import { bits, followPointers, idf, informative, linkPrior, MISSING_WORD, pageCover, pageEvidence, pageSupport } from "./evidence";
import { ranker, scopeOnly } from "./rank";
import { RecordStore } from "./records";
import { requiredTerms } from "./required";
import type { Rescore } from "./top";
import { alternatives } from "./synonyms";
import type { IndexFile, SearchRecord } from "~/shared/search/types";

export const MAX_HITS_PER_PAGE_RECORD = 3;
/** Only the best matches by text score are re-ranked: common words match thousands of records. */
export const RERANK_WINDOW = 400;
/** Words of a query past this many are ignored: they bound the work of one query. */
export const MAX_QUERY_WORDS = 8;
/**
 * Optional words are tried with this many words at most (the first ones). Every English word
 * counts: a long question often names its subject last ("build output missing modules after
 * enabling lazyCompilation"), which the first five alone lost. A Chinese query's segments are
 * shorter than words (开发服务器 is cut into three), often common characters: past five, they
 * let common ones stand in for the subject (measured on both sets of needs).
 */
const MAX_OPTIONAL_WORDS = { en: MAX_QUERY_WORDS, zh: 5 };
const OPTIONAL_WINDOW = 100;
/** Past this many optional words, a record's page must hold half of them, the record a third (`pageHalf`). */
const LOOSE_FROM = 5;
/** A synonym's results weigh a little less than the words the reader typed. */
const SYNONYM_WEIGHT = 0.9;
/** With fewer records holding every word, records missing some are also considered. */
const FEW = 30;

type Groups = ReturnType<typeof queryGroups>;

export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** Words to highlight: the query's words and the index terms they matched. */
  words: string[];
}

export interface EngineResult {
  hits: EngineHit[];
  /** Records that matched in all, beyond the re-ranked window. */
  total: number;
  exhaustive: boolean;
  /** The work done: records scored, over every run of the query (its synonyms, optional words). */
  work: number;
}

/**
 * A re-ranked record. Its words are worked out only for the hits answered (a page of them), not
 * for every re-ranked record; a class, as an object literal with a getter is built slowly.
 */
class Hit implements EngineHit {
  constructor(
    readonly record: SearchRecord,
    public score: number,
    private queryWords: string[],
    private terms: string[],
    private runChars: string[],
  ) {}
  get words() {
    return [...new Set([...this.queryWords, ...this.terms, ...this.runChars])];
  }
  /** A hit of another record with the same words: the page a pointing section sends the reader to. */
  moved(record: SearchRecord, score: number): Hit {
    return new Hit(record, score, this.queryWords, this.terms, this.runChars);
  }
}

/** One language's index, loaded from the build's compact file. */
export class SearchEngine {
  private records: RecordStore;
  private synonyms: string[][];
  /** `index` defaults to the file's packed index; tests pass a MiniSearch built itself. */
  constructor(
    data: IndexFile,
    readonly lang: "en" | "zh",
    private index?: Searcher,
  ) {
    setFold(data.fold);
    this.index ??= loadPacked(data.search, miniSearchOptions);
    this.records = new RecordStore(data, lang);
    this.synonyms = data.synonyms ?? [];
  }

  /** How telling a word of the query is: the inverse document frequency of its term (a word the index lacks, the most). */
  private wordWeight = (word: string): number => {
    const term = miniSearchOptions.processTerm!(word) || word;
    return idf(this.index!.frequency(term as string), this.records.size);
  };

  get size() {
    return this.records.size;
  }

  record(id: number): SearchRecord {
    return this.records.record(id);
  }

  /** Prepares up to `count` records from `from` for re-ranking (RecordStore.prepare); returns where to go on. */
  prepareRecords(from: number, count: number): number {
    return this.records.prepare(from, count);
  }

  /** Every record (passing the filter), for facet counts of an empty query; records are not kept. */
  *scan(filter?: (record: SearchRecord) => boolean): Generator<SearchRecord> {
    for (let id = 0; id < this.records.size; id++) {
      const record = this.records.peek(id);
      if (!filter || filter(record)) yield record;
    }
  }

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
   * The query's results and how many matched: only the best RERANK_WINDOW are built when the
   * index can (`Searcher.top`, no filter). `rescore` gives each result its new score, or drops it.
   */
  private run(query: Query, required: Required, filter?: (id: number) => boolean, rescore?: Rescore) {
    const index = this.index!;
    const boost = defaultSearchOptions.boost;
    if (!filter && index.top) return index.top(query, { boost }, required, RERANK_WINDOW, rescore);
    const options = { boost, ...(filter ? { filter: (r: SearchResult) => filter(Number(r.id)) } : {}) };
    let results = index.search(query, options, required);
    if (rescore) {
      results = results.filter((r) => {
        const score = rescore(Number(r.id), r.queryTerms, r.score);
        if (score !== undefined) r.score = score;
        return score !== undefined;
      });
      results.sort((a, b) => b.score - a.score);
    }
    return { results, count: results.length };
  }

  /** Every word must match; the last one, still being typed, also by prefix and with typos. */
  private all(groups: Groups, filter?: (id: number) => boolean): { results: SearchResult[]; count: number } {
    const query = this.query(groups, "AND");
    return this.run(query, requiredTerms((query as { queries: Query[] }).queries), filter);
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
    filter?: (id: number) => boolean,
    held?: Map<number, number>,
    allowed = Math.floor(groups.length / 2),
  ): { results: SearchResult[]; count: number } {
    const query = this.query(groups, "OR");
    // Only records holding enough of the words that match exactly are scored. A word matching by
    // prefix or with typos (the last Latin one) and words without index terms count as held: no
    // record kept is left out.
    const exact = (query as { queries: Query[] }).queries.map((q) => requiredTerms([q])).filter((t) => t.length);
    const atLeast = groups.length - allowed - (groups.length - exact.length);
    const required = { groups: exact, atLeast };
    const processed = groups.map((g) => g.terms.map((t) => miniSearchOptions.processTerm!(t) || t) as string[]);
    const weights = informative(processed, (t) => this.index!.frequency(t), this.records.size);
    const rescore: Rescore = (id, matched, score) => {
      const queryTerms = new Set(matched);
      let mask = 0;
      let lost = 0;
      processed.forEach((terms, i) => {
        if (terms.every((t) => queryTerms.has(t))) mask |= 1 << i;
        else lost += weights[i];
      });
      held?.set(id, mask);
      return groups.length - bits(mask) <= allowed ? score * MISSING_WORD ** lost : undefined;
    };
    return this.run(query, required, filter, rescore);
  }

  /**
   * Optional words of a long query judged by page as well as by record: a record needs a third
   * of the words and its page (its candidate records between them) half. Such a question's
   * words are spread over the answering page's sections, and half of six or eight words in one
   * paragraph lost it (the first five alone kept it only when the fifth matched by chance).
   * `scored`: the records scored, the work counted against the limits.
   */
  private pageHalf(words: Groups, filter: ((id: number) => boolean) | undefined, held: Map<number, number>) {
    if (words.length <= LOOSE_FROM) return { ...this.optional(words, filter, held), scored: 0 };
    const soft = this.optional(words, filter, held, words.length - Math.ceil(words.length / 3));
    const cover = pageCover(soft.results, held, (id) => this.record(id).url_without_anchor);
    const need = words.length - Math.floor(words.length / 2);
    const results = soft.results.filter((r) => bits(cover.get(this.record(Number(r.id)).url_without_anchor) ?? 0) >= need);
    return { results, count: results.length, scored: soft.count };
  }

  /** Dotted names the index lacks as a whole, cut back to the start it knows (`knownStart`). */
  private known(groups: Groups): Groups {
    const index = this.index!;
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
  private relaxed(words: Groups, filter: ((id: number) => boolean) | undefined, held: Map<number, number>) {
    const loose = new Map<number, number>();
    const results = this.optional(words, filter, loose, words.length - 1);
    let known = 0;
    for (const mask of loose.values()) known |= mask;
    if (bits(known) < 2) return { results: [], count: 0 };
    for (const [id, mask] of loose) held.set(id, mask);
    return results;
  }

  private matches(
    query: string,
    filter?: (id: number) => boolean,
  ): { results: SearchResult[]; work: number; optional: boolean; held?: Map<number, number>; count: number } {
    const groups = this.known(queryGroups(query).slice(0, MAX_QUERY_WORDS));
    if (!groups.length) return { results: [], work: 0, optional: false, count: 0 };
    const { results, count: all } = this.all(groups, filter);
    if (all >= FEW || groups.length === 1) return { results, work: all, optional: false, count: all };
    // Soft matching when few records hold every word: a record may lack some, losing a factor
    // per word it lacks, so records holding them all still come first and a page that answers
    // in other words (or lacks one) is found. Asked only then: an OR of common words is costly.
    const held = new Map<number, number>();
    const words = groups.slice(0, MAX_OPTIONAL_WORDS[this.lang]);
    // A record must still hold at least half the words: one common word of a long query is no
    // answer, unless no record holds more (an error message quoted with words no page holds).
    let soft = this.pageHalf(words, filter, held);
    const scored = Math.max(soft.scored, soft.count);
    if (!soft.count && words.length > 2) soft = { ...this.relaxed(words, filter, held), scored };
    return { results: soft.results, work: all + Math.max(scored, soft.count), optional: !all, held, count: all || soft.count };
  }

  /**
   * Records holding the query (or, failing that, most of its words), re-ranked: the page the
   * query names first, then records holding it as one run; headings above body text.
   */
  private ranked(query: string, weight: number, filter?: (id: number) => boolean) {
    const { results: matched, work, optional, held, count } = this.matches(query, filter);
    const rank = ranker(query, this.wordWeight);
    const queryWords = query.split(/\s+/).filter(Boolean);
    const runChars = cjkRuns(query).flatMap((run) => [...run]);
    // Text scores are made relative to the query's best, so a synonym's results (Latin words
    // for a Chinese query) compare with the query's own on the re-ranking factors.
    const top = matched[0]?.score || 1;
    // Records missing words are many and weak, and a synonym's results only add to the query's
    // own (at 0.9 of their score): fewer of them are re-ranked.
    const window = optional || weight < 1 ? OPTIONAL_WINDOW : RERANK_WINDOW;
    const kept = matched.slice(0, window);
    const cover = held && pageCover(kept, held, (id) => this.record(id).url_without_anchor);
    const hits = kept.map((r) => {
      const id = Number(r.id);
      const record = this.record(id);
      const page = cover ? pageEvidence(held!.get(id) ?? 0, cover.get(record.url_without_anchor) ?? 0) : 1;
      const score = rank(record, this.records.lowerText(id), r.score / top) * weight * page * scopeOnly(record, r.match);
      return { id, hit: new Hit(record, score, queryWords, r.terms, runChars) };
    });
    return { hits, count, work };
  }

  search(query: string, filter?: (record: SearchRecord) => boolean): EngineHit[] {
    return this.searchWithTotal(query, filter).hits;
  }

  /** The ranked hits of the query and its synonyms; one per URL, at most 3 per page. */
  searchWithTotal(query: string, filter?: (record: SearchRecord) => boolean): EngineResult {
    const q = fold(query.trim().toLowerCase());
    if (!q) return { hits: [], total: 0, exhaustive: true, work: 0 };
    const byId = filter ? (id: number) => filter(this.record(id)) : undefined;
    const best = new Map<number, Hit>();
    const kind = kindOf(q);
    let matched = 0;
    let work = 0;
    for (const [i, alt] of [q, ...alternatives(q, this.synonyms)].entries()) {
      const { hits, count, work: done } = this.ranked(alt, i ? SYNONYM_WEIGHT : 1, byId);
      matched = Math.max(matched, count);
      work += done;
      for (const { id, hit } of hits) {
        hit.score *= kind(hit.record.url_without_anchor);
        if (!best.has(id) || best.get(id)!.score < hit.score) best.set(id, hit);
      }
    }
    pageSupport(best.values());
    for (const [id, hit] of best) hit.score *= linkPrior(this.records.links(id));
    followPointers(
      best,
      (id) => this.records.pointer(id),
      (id, score, from) => (byId && !byId(id) ? undefined : from.moved(this.record(id), score)),
    );
    const hits = [...best.values()].sort((a, b) => b.score - a.score);
    const perPage = new Map<string, number>();
    const urls = new Set<string>();
    const distinct = hits.filter(({ record }) => {
      if (urls.has(record.url)) return false;
      urls.add(record.url);
      const n = perPage.get(record.url_without_anchor) ?? 0;
      perPage.set(record.url_without_anchor, n + 1);
      return n < MAX_HITS_PER_PAGE_RECORD;
    });
    const exhaustive = matched <= RERANK_WINDOW;
    return { hits: distinct, total: distinct.length, exhaustive, work };
  }
}
