import type { Scope } from "./postings";

export type BM25 = { k: number; b: number; d: number };

/**
 * The scoring's constants, those the build's indexer (MiniSearch 7) uses by default, so that its
 * own search stays the tests' reference: BM25+ parameters, the weight of a term matched by
 * prefix or with typos, and the most typos a fractional `fuzzy` allows.
 */
export const SCORING = {
  bm25: { k: 1.2, b: 0.7, d: 0.5 } as BM25,
  weights: { fuzzy: 0.45, prefix: 0.375 },
  maxFuzzy: 6,
};

/** A term's inverse document frequency over `documents`, held by `matching` of them. */
export const inverseFrequency = (documents: number, matching: number) => Math.log(1 + (documents - matching + 0.5) / (matching + 0.5));

/** The BM25+ score of one posting, the term's `idf` worked out once per field. */
export const bm25Score = (idf: number, tf: number, length: number, average: number, k: number, b: number, d: number) =>
  idf * (d + (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / average)));

/** What the scoring reads of the index. */
export interface ScoringState {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Every document's field lengths, a row per document (the executor reads them in place). */
  lengthTable(): Uint32Array;
  scope: Scope;
}
