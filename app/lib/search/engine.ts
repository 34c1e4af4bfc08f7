import type { Query, SearchResult } from "minisearch";
import { cjkRuns, defaultSearchOptions, miniSearchOptions, queryGroups } from "./options.js";
import { loadPacked, type Searcher } from "./packed";
import { normalize, phraseTest, runTest } from "./phrase";
import { RecordStore } from "./records";
import { requiredTerms } from "./required";
import type { IndexFile, SearchRecord } from "./types";

export const MAX_HITS_PER_PAGE_RECORD = 3;
/** Only the best matches by text score are re-ranked: common words match thousands of records. */
export const RERANK_WINDOW = 400;

export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** Words to highlight: the query's words and the index terms they matched. */
  words: string[];
}

/** One language's index, loaded from the build's compact file. */
export class SearchEngine {
  private records: RecordStore;
  /** `index` defaults to the file's packed index; tests pass a MiniSearch built itself. */
  constructor(data: IndexFile, readonly lang: "en" | "zh", private index: Searcher = loadPacked(data.search, miniSearchOptions)) {
    this.records = new RecordStore(data, lang);
  }

  get size() {
    return this.records.size;
  }

  record(id: number): SearchRecord {
    return this.records.record(id);
  }

  /** Words already typed match exactly; the last one, still being typed, also by prefix and with typos. */
  private run(groups: ReturnType<typeof queryGroups>): SearchResult[] {
    const last = groups.length - 1;
    const queries: Query[] = groups.map((g, i) => ({
      queries: g.terms,
      combineWith: "AND",
      prefix: i === last ? g.prefix || defaultSearchOptions.prefix : false,
      fuzzy: i === last || groups.length === 1 ? defaultSearchOptions.fuzzy : false,
    }));
    return this.index.search({ queries, combineWith: "AND" }, { boost: defaultSearchOptions.boost }, requiredTerms(queries));
  }

  /** Every word must match; with no result, words are dropped from the end, keeping at least half. */
  private matches(query: string): SearchResult[] {
    const groups = queryGroups(query);
    for (let n = groups.length; n > 0 && n >= Math.ceil(groups.length / 2); n--) {
      const results = this.run(groups.slice(0, n));
      if (results.length) return results;
    }
    return [];
  }

  /**
   * All words must match (or, failing that, the first ones). Records holding the query as
   * one contiguous run rank first (phrases, and Chinese word order); page titles and
   * headings rank above body text; each page contributes at most 3 hits.
   */
  search(query: string): EngineHit[] {
    return this.searchWithTotal(query).hits;
  }

  /** The ranked hits, and how many records matched in all (beyond the re-ranked window). */
  searchWithTotal(query: string): { hits: EngineHit[]; total: number; exhaustive: boolean } {
    const q = query.trim().toLowerCase();
    if (!q) return { hits: [], total: 0, exhaustive: true };
    const matched = this.matches(q);
    const results = matched.slice(0, RERANK_WINDOW);
    const runs = cjkRuns(q);
    const phrase = normalize(q);
    const inText = phrase.length > 1 ? phraseTest(phrase) : () => false;
    const runsIn = runs.map(runTest);
    // The query's own words, then each match's index terms, then the characters of Chinese runs.
    const queryWords = q.split(/\s+/).filter(Boolean);
    const runChars = runs.flatMap((run) => [...run]);
    const hits = results.map((r) => {
      const record = this.record(Number(r.id));
      const text = this.records.lowerText(Number(r.id));
      let score = r.score;
      if (inText(text)) score *= record.type === "content" ? 1.5 : 3;
      if (inText((record.hierarchy.lvl1 ?? "").toLowerCase())) score *= 2;
      for (const inRun of runsIn) if (inRun(text)) score *= 2;
      const level = record.type === "content" ? 7 : Number(record.type.slice(3));
      score *= 1 + (7 - level) * 0.15;
      const words = [...new Set([...queryWords, ...r.terms, ...runChars])];
      return { record, score, words };
    });
    hits.sort((a, b) => b.score - a.score);
    const perPage = new Map<string, number>();
    const distinct = hits.filter((h) => {
      const n = perPage.get(h.record.url_without_anchor) ?? 0;
      perPage.set(h.record.url_without_anchor, n + 1);
      return n < MAX_HITS_PER_PAGE_RECORD;
    });
    const exhaustive = matched.length <= RERANK_WINDOW;
    return { hits: distinct, total: exhaustive ? distinct.length : distinct.length + matched.length - RERANK_WINDOW, exhaustive };
  }
}
