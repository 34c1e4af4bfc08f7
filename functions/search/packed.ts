import MiniSearch, { type Options, type Query, type SearchOptions, type SearchResult } from "minisearch";
import { TermMap } from "./term-map";
import { type RawResult, scoreTerm } from "./term-results";
import { type Rescore, topFound, topResults } from "./top";
import { Executor, Unsupported } from "./execute";
import type { PackedIndex } from "~/shared/search/types";
import { readFixed, WIDTH } from "~/shared/search/numbers";

/** Documents are numbered 0…n-1 and their ids are those numbers: the id maps are the identity. */
class Identity {
  constructor(readonly size: number) {}
  has(id: number) {
    return Number.isInteger(id) && id >= 0 && id < this.size;
  }
  get(id: number) {
    return this.has(id) ? id : undefined;
  }
  *[Symbol.iterator](): IterableIterator<[number, number]> {
    for (let id = 0; id < this.size; id++) yield [id, id];
  }
}

/**
 * Each document's field lengths, decoded from the fixed-width column into one typed array the
 * first time a query scores a term: the scoring loop reads a length per posting, and reading
 * each in place from the string cost a fresh isolate's first query more than decoding all
 * (about 29,000 numbers) once.
 */
class FieldLengths {
  private table?: Uint32Array;
  constructor(
    private packed: string,
    private fields: number,
  ) {}
  decoded() {
    if (this.table) return this.table;
    const count = Math.floor(this.packed.length / WIDTH.fieldLength);
    const table = new Uint32Array(count);
    for (let k = 0; k < count; k++) table[k] = readFixed(this.packed, k, WIDTH.fieldLength);
    return (this.table = table);
  }
  get(id: number) {
    const row: number[] = [];
    for (let f = 0; f < this.fields; f++) row.push(this.at(id, f));
    return row;
  }
  /** One length: the scoring loop's. */
  at(id: number, fieldId: number) {
    return this.decoded()[id * this.fields + fieldId] ?? 0;
  }
}

const NO_FIELDS = { get: () => undefined };

/** Terms every result holds, or groups of terms of which every result holds at least `atLeast` whole. */
export type Required = string[] | { groups: string[][]; atLeast: number };

/** MiniSearch's search, told which terms its results hold (a MiniSearch itself ignores them). */
export interface Searcher {
  search(query: Query, options: SearchOptions, required?: Required): SearchResult[];
  /**
   * The first `limit` results of `search` (without a filter), re-scored and sorted again when
   * `rescore` is given, and how many there are; a MiniSearch lacks it.
   */
  top?(
    query: Query,
    options: SearchOptions,
    required: Required,
    limit: number,
    rescore?: Rescore,
  ): { results: SearchResult[]; count: number };
  /** How many documents hold the (processed) term. */
  frequency(term: string): number;
}

/**
 * A MiniSearch equal to one built from the same documents, without its loader's per-document
 * maps and per-term insertion. It fills the fields MiniSearch.loadJS fills (MiniSearch 7); the
 * unit tests compare every result with an index MiniSearch built itself.
 */
export function loadPacked(packed: PackedIndex, options: Options): Searcher {
  const mini = new MiniSearch(options);
  const state = mini as unknown as Record<string, unknown>;
  if (JSON.stringify(state._fieldIds) !== JSON.stringify(packed.fieldIds)) throw new Error("search index: fields differ from the options");
  const count = packed.documentCount;
  const terms = new TermMap(packed, count);
  const lengths = new FieldLengths(packed.lengths, packed.averageFieldLength.length);
  const scoring = {
    documentCount: count,
    fieldIds: packed.fieldIds,
    averageFieldLength: packed.averageFieldLength,
    fieldLength: (id: number, fieldId: number) => lengths.at(id, fieldId),
    lengthTable: () => lengths.decoded(),
    scope: terms.scope,
  };
  Object.assign(state, {
    _documentCount: count,
    _nextId: count,
    _documentIds: new Identity(count),
    _idToShortId: new Identity(count),
    _fieldLength: lengths,
    _avgFieldLength: packed.averageFieldLength,
    _storedFields: NO_FIELDS,
    _dirtCount: 0,
    _index: terms,
    termResults: scoreTerm(scoring),
  });
  const executor = new Executor(terms, state._options as ConstructorParameters<typeof Executor>[1], scoring);
  const raw = mini as unknown as { executeQuery(query: Query, options: SearchOptions): Map<number, RawResult> };
  function scoped<T>(required: Required, run: () => T): T {
    if (Array.isArray(required)) terms.requireAll(required);
    else terms.requireGroups(required.groups, required.atLeast);
    try {
      return run();
    } finally {
      terms.requireAll([]);
    }
  }
  /** The executor's columns; MiniSearch's own result maps for what they cannot hold. */
  function top(query: Query, searchOptions: SearchOptions, limit: number, rescore?: Rescore) {
    try {
      const found = executor.run(query, searchOptions);
      return topFound(
        found,
        (specs) => executor.termsOf(specs),
        (places) => executor.log.matches(found, places),
        limit,
        rescore,
      );
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      return topResults(raw.executeQuery(query, searchOptions), limit, rescore);
    }
  }
  return {
    frequency: (term) => terms.frequency(term),
    search: (query, searchOptions, required = []) => scoped(required, () => mini.search(query, searchOptions)),
    top: (query, searchOptions, required, limit, rescore) => scoped(required, () => top(query, searchOptions, limit, rescore)),
  };
}
