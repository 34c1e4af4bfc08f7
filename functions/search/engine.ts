import { kindOf } from "./intent";
import { cjkRuns } from "./core/cjk";
import { fold, setFold } from "./core/fold";
import { indexOptions } from "./core/fields";
import { processTerm } from "./core/stem";
import { loadPacked, type Searcher } from "./packed";
import { followPointers, idf, linkPrior, pageCover, pageEvidence, pageSupport } from "./evidence";
import { type EngineHit, type EngineResult, Hit } from "./hit";
import { Matcher, RERANK_WINDOW } from "./matcher";
import { ranker, scopeOnly } from "./rank";
import { RecordStore } from "./records";
import { alternatives } from "./synonyms";
import { piecesApart } from "./core/pieces";
import type { IndexFile, SearchRecord } from "~/shared/search/types";

export const MAX_HITS_PER_PAGE_RECORD = 3;
/** Records missing words are many and weak, and a synonym's results only add to the query's own: fewer are re-ranked. */
const OPTIONAL_WINDOW = 100;
/** A synonym's results weigh a little less than the words the reader typed. */
const SYNONYM_WEIGHT = 0.9;

/** One language's index, loaded from the build's compact file. */
export class SearchEngine {
  private records: RecordStore;
  private synonyms: string[][];
  private matcher: Matcher;
  /** `index` defaults to the file's packed index; tests pass one over MiniSearch's own search, the reference. */
  constructor(
    data: IndexFile,
    readonly lang: "en" | "zh",
    private index?: Searcher,
  ) {
    setFold(data.fold);
    this.index ??= loadPacked(data.search, indexOptions);
    this.records = new RecordStore(data, lang);
    this.synonyms = data.synonyms ?? [];
    this.matcher = new Matcher(this.index, this.records.size, lang, (id) => this.record(id).url_without_anchor);
  }

  /** How telling a word of the query is: the inverse document frequency of its term (a word the index lacks, the most). */
  private wordWeight = (word: string): number => {
    const term = processTerm(word) || word;
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

  /** The filter as a mask of the records it keeps (1), made once per search. */
  private mask(filter: (record: SearchRecord) => boolean): Uint8Array {
    const mask = new Uint8Array(this.records.size);
    for (let id = 0; id < mask.length; id++) mask[id] = filter(this.records.peek(id)) ? 1 : 0;
    return mask;
  }

  /**
   * Records holding the query (or, failing that, most of its words), re-ranked: the page the
   * query names first, then records holding it as one run; headings above body text.
   */
  private ranked(query: string, weight: number, mask?: Uint8Array) {
    const { results: matched, work, optional, held, count, words } = this.matcher.matches(query, mask);
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
      const page = cover ? pageEvidence(held!.get(id) ?? 0, cover.get(record.url_without_anchor) ?? 0, words ?? 0) : 1;
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
    const mask = filter && this.mask(filter);
    const best = new Map<number, Hit>();
    const kind = kindOf(q);
    let matched = 0;
    let work = 0;
    // The name cut where the reader's capitals or digits cut it (VueCLI → vue cli), as another
    // way of asking: pages that write it apart count too, a little below those that write it as typed.
    const apart = piecesApart(query.trim());
    const asked = apart ? [q, fold(apart.toLowerCase())] : [q];
    for (const [i, alt] of [...asked, ...alternatives(q, this.synonyms)].entries()) {
      const { hits, count, work: done } = this.ranked(alt, i ? SYNONYM_WEIGHT : 1, mask);
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
      (id, score, from) => (mask && mask[id] !== 1 ? undefined : from.moved(this.record(id), score)),
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
