import type { Options, Query, SearchOptions } from "minisearch";
import { combine, type Found, Slots } from "./found";
import { MatchLog } from "./match-log";
import type { Postings } from "./postings";
import { type BM25, bm25Score, inverseFrequency, type ScoringState } from "./term-results";

/** What the executor reads of the term index (TermMap). */
export interface Terms {
  get(term: string): Postings | undefined;
  atPrefix(prefix: string): Iterable<[string, Postings]>;
  fuzzyGet(term: string, maxDistance: number): Map<string, [Postings, number]>;
}

type Spec = { term: string; fuzzy: boolean | number; prefix: boolean; termBoost: number };
type QueryOptions = SearchOptions & Partial<Pick<Options, "tokenize" | "processTerm" | "fields">>;

/** A query the columns cannot hold (more term searches than a bit mask has, or the wildcard): MiniSearch's own path answers it. */
export class Unsupported extends Error {}
const MAX_SPECS = 31;

const own = (object: Record<string, number> | undefined, key: string) => (object && Object.hasOwn(object, key) ? object[key] : undefined);

/** MiniSearch's `termToQuerySpec`. */
const toSpec =
  (options: SearchOptions) =>
  (term: string, i: number, terms: string[]): Spec => ({
    term,
    fuzzy: typeof options.fuzzy === "function" ? options.fuzzy(term, i, terms) : options.fuzzy || false,
    prefix: typeof options.prefix === "function" ? options.prefix(term, i, terms) : options.prefix === true,
    termBoost: typeof options.boostTerm === "function" ? options.boostTerm(term, i, terms) : 1,
  });

/**
 * MiniSearch's `executeQuery`, its results kept in columns (found.ts) and its matches in a log
 * (match-log.ts): the same scores summed in the same order, the same documents in the same
 * order. Term searches are numbered in the order they run, which is the order MiniSearch
 * merges their terms.
 */
export class Executor {
  private readonly slots: Slots;
  readonly log: MatchLog;
  private spec = 0;
  /** Each term search's term (its query term), by number. */
  private specTerms: string[] = [];
  private termsBySpecs = new Map<number, string[]>();
  // The term search being scored: its documents' places, ids and scores so far.
  private ids: Int32Array;
  private scores: Float64Array;
  private n = 0;

  constructor(
    private terms: Terms,
    private options: QueryOptions & { searchOptions: SearchOptions },
    private state: ScoringState,
  ) {
    const size = state.documentCount;
    this.slots = new Slots(size);
    this.ids = new Int32Array(size);
    this.scores = new Float64Array(size);
    const names: string[] = [];
    for (const [field, id] of Object.entries(state.fieldIds)) names[id] = field;
    this.log = new MatchLog(names, size);
  }

  run(query: Query, searchOptions: SearchOptions): Found {
    this.spec = 0;
    this.specTerms.length = 0;
    this.termsBySpecs.clear();
    this.log.clear();
    return this.query(query, searchOptions);
  }

  /**
   * The query terms of a result holding the term searches `specs` (bits) of the last run: each
   * once, in the order the searches ran, as MiniSearch merges them. Shared: not to be changed.
   */
  termsOf(specs: number): string[] {
    let terms = this.termsBySpecs.get(specs);
    if (!terms) {
      terms = [];
      for (let i = 0; i < this.spec; i++) if (specs & (1 << i) && !terms.includes(this.specTerms[i])) terms.push(this.specTerms[i]);
      this.termsBySpecs.set(specs, terms);
    }
    return terms;
  }

  private query(query: Query, searchOptions: SearchOptions): Found {
    if (typeof query !== "string") {
      if (typeof query === "symbol") throw new Unsupported("wildcard");
      const options = { ...searchOptions, ...query, queries: undefined };
      return combine(
        query.queries.map((sub) => this.query(sub, options)),
        options.combineWith,
        this.slots,
      );
    }
    const { tokenize, processTerm, searchOptions: global } = this.options;
    const options: QueryOptions = { tokenize, processTerm, ...global, ...searchOptions };
    const terms = options.tokenize!(query)
      .flatMap((term) => options.processTerm!(term))
      .filter((term): term is string => !!term);
    const results = terms.map(toSpec(options)).map((spec) => this.runSpec(spec, options));
    return combine(results, options.combineWith, this.slots);
  }

  /** MiniSearch's `executeQuerySpec`: the term, then the index terms it starts, then its typos. */
  private runSpec(spec: Spec, searchOptions: QueryOptions): Found {
    if (this.spec >= MAX_SPECS) throw new Unsupported("terms");
    const number = this.spec++;
    this.specTerms[number] = spec.term;
    const options = { ...this.options.searchOptions, ...searchOptions };
    const fields = (options.fields || this.options.fields) as string[];
    const boosts = fields.map((field) => [field, own(options.boost, field) || 1] as const);
    const { maxFuzzy, bm25 } = options as Required<SearchOptions>;
    const { fuzzy: fuzzyWeight, prefix: prefixWeight } = { fuzzy: 0.45, prefix: 0.375, ...options.weights };
    this.n = 0;
    this.slots.begin();
    const score = (term: string, weight: number, postings: Postings | undefined) =>
      this.score(number, term, weight, spec.termBoost, postings, boosts, bm25);
    score(spec.term, 1, this.terms.get(spec.term));
    let typos: Map<string, [Postings, number]> | undefined;
    if (spec.fuzzy) {
      const fuzzy = spec.fuzzy === true ? 0.2 : spec.fuzzy;
      const maxDistance = fuzzy < 1 ? Math.min(maxFuzzy, Math.round(spec.term.length * fuzzy)) : fuzzy;
      if (maxDistance) typos = this.terms.fuzzyGet(spec.term, maxDistance);
    }
    if (spec.prefix)
      for (const [term, postings] of this.terms.atPrefix(spec.term)) {
        const distance = term.length - spec.term.length;
        if (!distance) continue;
        typos?.delete(term);
        score(term, (prefixWeight * term.length) / (term.length + 0.3 * distance), postings);
      }
    if (typos)
      for (const [term, [postings, distance]] of typos) {
        if (distance) score(term, (fuzzyWeight * term.length) / (term.length + distance), postings);
      }
    const specs = new Int32Array(this.n).fill(1 << number);
    return { n: this.n, ids: this.ids.slice(0, this.n), scores: this.scores.slice(0, this.n), specs };
  }

  /**
   * MiniSearch's `termResults` (term-results.ts) into the term search's columns: a document met
   * again adds to its score. Each posting scored is logged for the matches of the answered results.
   */
  private score(
    spec: number,
    term: string,
    termWeight: number,
    termBoost: number,
    postings: Postings | undefined,
    boosts: (readonly [string, number])[],
    bm25: BM25,
  ) {
    if (postings == null) return;
    const { state, slots, ids, scores, log } = this;
    const table = state.lengthTable?.();
    const width = state.averageFieldLength.length;
    const block = log.block(spec, term);
    const lists = postings.all();
    const only = state.scope.only;
    const { k, b, d } = bm25;
    for (const [field, fieldBoost] of boosts) {
      const fieldId = state.fieldIds[field];
      const list = lists[fieldId];
      if (list == null) continue;
      const { ids: docs, freqs } = list;
      // The field's document frequency stays the whole list's when the scope narrows it.
      const matching = docs.length;
      const average = state.averageFieldLength[fieldId];
      const idf = inverseFrequency(state.documentCount, matching);
      const weight = termWeight * termBoost * fieldBoost * 1;
      log.reserve(docs.length);
      const { marks, places, mark } = slots;
      const { blocks, fields, next, heads, tails, seen, mark: logMark } = log;
      let at = log.n;
      for (let i = 0; i < docs.length; i++) {
        const id = docs[i];
        if (only !== null && only[id] !== 1) continue;
        const length = table ? (table[id * width + fieldId] ?? 0) : state.fieldLength(id, fieldId);
        const raw = bm25Score(idf, freqs[i], length, average, k, b, d);
        if (marks[id] !== mark) {
          marks[id] = mark;
          places[id] = this.n;
          ids[this.n] = id;
          scores[this.n++] = weight * raw;
        } else scores[places[id]] += weight * raw;
        blocks[at] = block;
        fields[at] = fieldId;
        next[at] = -1;
        if (seen[id] !== logMark) (seen[id] = logMark), (heads[id] = at);
        else next[tails[id]] = at;
        tails[id] = at++;
      }
      log.n = at;
    }
  }
}
