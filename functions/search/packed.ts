import { TermMap } from "./term-map";
import { type Rescore, type Top, topFound } from "./top";
import { Executor, type IndexOptions, type Query, type SearchOptions } from "./execute";
import type { PackedIndex } from "~/shared/search/types";
import { readFixed, WIDTH } from "./core/numbers";

/**
 * Each document's field lengths, decoded from the fixed-width column into one typed array the
 * first time a query scores a term: the scoring loop reads a length per posting, and reading
 * each in place from the string cost a fresh isolate's first query more than decoding all
 * (about 29,000 numbers) once.
 */
function fieldLengths(packed: string) {
  let table: Uint32Array | undefined;
  return () => {
    if (table) return table;
    const count = Math.floor(packed.length / WIDTH.fieldLength);
    table = new Uint32Array(count);
    for (let k = 0; k < count; k++) table[k] = readFixed(packed, k, WIDTH.fieldLength);
    return table;
  };
}

/** Terms every result holds, or groups of terms of which every result holds at least `atLeast` whole. */
export type Required = string[] | { groups: string[][]; atLeast: number };

/** The index as the engine asks it. */
export interface Searcher {
  /**
   * The first `limit` results of `query` re-scored by `rescore` and sorted, and how many there
   * are. `required` names terms every result holds (it narrows the documents scored, not the
   * results); `mask` (1: allowed, by document id) is the request's filter.
   */
  top(query: Query, options: SearchOptions, required: Required, limit: number, rescore?: Rescore, mask?: Uint8Array): Top;
  /** How many documents hold the (processed) term. */
  frequency(term: string): number;
}

/** The build's packed index, scored by the executor alone (execute.ts). */
export function loadPacked(packed: PackedIndex, options: IndexOptions): Searcher {
  const fieldIds = Object.fromEntries(options.fields.map((field, id) => [field, id]));
  if (JSON.stringify(fieldIds) !== JSON.stringify(packed.fieldIds)) throw new Error("search index: fields differ from the options");
  const count = packed.documentCount;
  const terms = new TermMap(packed, count);
  const scoring = {
    documentCount: count,
    fieldIds: packed.fieldIds,
    averageFieldLength: packed.averageFieldLength,
    lengthTable: fieldLengths(packed.lengths),
    scope: terms.scope,
  };
  const executor = new Executor(terms, options, scoring);
  function top(query: Query, searchOptions: SearchOptions, required: Required, limit: number, rescore?: Rescore, mask?: Uint8Array) {
    if (Array.isArray(required)) terms.requireAll(required, mask);
    else terms.requireGroups(required.groups, required.atLeast, mask);
    try {
      const found = executor.run(query, searchOptions);
      return topFound(
        found,
        (specs) => executor.termsOf(specs),
        (places) => executor.log.matches(found, places),
        limit,
        rescore,
      );
    } finally {
      terms.requireAll([]);
    }
  }
  return { frequency: (term) => terms.frequency(term), top };
}
