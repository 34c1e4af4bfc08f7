import type { SearchRecord } from "~/shared/search/types";

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
export class Hit implements EngineHit {
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
