import type { Postings, Scope } from "./postings";

/** A document's score so far, its query terms, and which index terms matched in which fields: MiniSearch's raw result. */
export interface RawResult {
  score: number;
  terms: string[];
  match: Record<string, string[]>;
}

export type BM25 = { k: number; b: number; d: number };

/** A term's inverse document frequency over `documents`, held by `matching` of them: MiniSearch's. */
export const inverseFrequency = (documents: number, matching: number) => Math.log(1 + (documents - matching + 0.5) / (matching + 0.5));

/** MiniSearch's BM25+ score of one posting, the term's `idf` worked out once per field. */
export const bm25Score = (idf: number, tf: number, length: number, average: number, k: number, b: number, d: number) =>
  idf * (d + (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / average)));

/** What the scoring reads of the index: the same numbers MiniSearch keeps. */
export interface ScoringState {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** A document's length in a field, read in place. */
  fieldLength(id: number, fieldId: number): number;
  /** Every document's field lengths, a row per document (the executor reads them in place). */
  lengthTable?(): Uint32Array;
  scope: Scope;
}

/**
 * `{ [term]: [field] }`, built by a store into an empty object: a computed key in a literal
 * was most of the scoring loop's time. `__proto__` would set the prototype, not a key.
 */
function matchOf(term: string, field: string): Record<string, string[]> {
  if (term === "__proto__") return { [term]: [field] };
  const match: Record<string, string[]> = {};
  match[term] = [field];
  return match;
}

/**
 * MiniSearch's `termResults` (the scores one index term gives the documents holding it), the
 * same sums in the same order, read straight from the typed postings: no iterator, no search
 * of each id's frequency, no copy of the postings in scope, no row of field lengths per
 * document. It is most of a query's time for words held by thousands of records.
 */
export function scoreTerm(state: ScoringState) {
  const { fieldIds, averageFieldLength, scope } = state;
  return function termResults(
    sourceTerm: string,
    derivedTerm: string,
    termWeight: number,
    termBoost: number,
    postings: Postings | undefined,
    fieldBoosts: Record<string, number>,
    boostDocument: unknown,
    bm25: BM25,
    results = new Map<number, RawResult>(),
  ): Map<number, RawResult> {
    if (postings == null) return results;
    // Document boosts are not used by the engine: MiniSearch's own loop stays the reference.
    if (boostDocument) throw new Error("search index: document boosts are not supported");
    const lists = postings.all();
    const only = scope.only;
    const { k, b, d } = bm25;
    for (const field of Object.keys(fieldBoosts)) {
      const fieldBoost = fieldBoosts[field];
      const fieldId = fieldIds[field];
      const list = lists[fieldId];
      if (list == null) continue;
      const { ids, freqs } = list;
      // The field's document frequency stays the whole list's when the scope narrows it.
      const matching = ids.length;
      const average = averageFieldLength[fieldId];
      const idf = inverseFrequency(state.documentCount, matching);
      const weight = termWeight * termBoost * fieldBoost * 1;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i];
        if (only !== null && only[id] !== 1) continue;
        const tf = freqs[i];
        const raw = bm25Score(idf, tf, state.fieldLength(id, fieldId), average, k, b, d);
        const score = weight * raw;
        const result = results.get(id);
        if (result === undefined) {
          results.set(id, { score, terms: [sourceTerm], match: matchOf(derivedTerm, field) });
          continue;
        }
        result.score += score;
        if (!result.terms.includes(sourceTerm)) result.terms.push(sourceTerm);
        const fields = Object.hasOwn(result.match, derivedTerm) ? result.match[derivedTerm] : undefined;
        if (fields) fields.push(field);
        else result.match[derivedTerm] = [field];
      }
    }
    return results;
  };
}
