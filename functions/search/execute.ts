import { combine, emptyFound, type Found, Slots } from "./found";
import { MatchLog } from "./match-log";
import type { Postings } from "./postings";
import { type BM25, bm25Score, inverseFrequency, SCORING, type ScoringState } from "./bm25";

/** What the executor reads of the term index (TermMap). */
export interface Terms {
  get(term: string): Postings | undefined;
  atPrefix(prefix: string): Iterable<[string, Postings]>;
  fuzzyGet(term: string, maxDistance: number): Map<string, [Postings, number]>;
}

/** A search option given per term: a function of the term, or the value. */
type PerTerm<T> = T | ((term: string, i: number, terms: string[]) => T);

/** How a query (or a group of it) is searched; a group's options apply to its sub-queries. */
export interface SearchOptions {
  fields?: string[];
  boost?: Record<string, number>;
  prefix?: PerTerm<boolean>;
  fuzzy?: PerTerm<boolean | number>;
  boostTerm?: (term: string, i: number, terms: string[]) => number;
  combineWith?: string;
  maxFuzzy?: number;
  weights?: { fuzzy: number; prefix: number };
  bm25?: BM25;
}

/** A query: words, a group of queries combined, or any symbol for every document (the wildcard). */
export type Query = string | symbol | ({ queries: Query[] } & SearchOptions);

/** How the index was built: its fields in their ids' order, and how a text becomes terms. */
export interface IndexOptions {
  fields: string[];
  tokenize: (text: string) => string[];
  processTerm: (term: string) => string | string[] | null | undefined | false;
}

type Spec = { term: string; fuzzy: boolean | number; prefix: boolean; termBoost: number };

/** Term searches a query runs at most: each is a bit of a result's mask. Those past it are left out. */
export const MAX_TERM_SEARCHES = 31;

const DEFAULTS: SearchOptions = { combineWith: "OR", prefix: false, fuzzy: false, boost: {}, ...SCORING };

const own = (object: Record<string, number> | undefined, key: string) => (object && Object.hasOwn(object, key) ? object[key] : undefined);

/** A term's search: exact, by prefix, with typos, and its weight. */
const toSpec =
  (options: SearchOptions) =>
  (term: string, i: number, terms: string[]): Spec => ({
    term,
    fuzzy: typeof options.fuzzy === "function" ? options.fuzzy(term, i, terms) : options.fuzzy || false,
    prefix: typeof options.prefix === "function" ? options.prefix(term, i, terms) : options.prefix === true,
    termBoost: typeof options.boostTerm === "function" ? options.boostTerm(term, i, terms) : 1,
  });

/**
 * The one scorer of a query: BM25+ over the packed postings, its results kept in columns
 * (found.ts) and its matches in a log (match-log.ts). It sums the scores and meets the documents
 * in the order the build's indexer (MiniSearch) does when it searches, so that its own search
 * stays the tests' reference. Term searches are numbered in the order they run, which is the
 * order their terms are merged. Only documents in the scope (required terms, filter) are scored.
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
    private options: IndexOptions,
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
    return this.query(query, { ...DEFAULTS, ...searchOptions }) ?? emptyFound();
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

  /** null: every term search of the query lies past MAX_TERM_SEARCHES, and it is left out. */
  private query(query: Query, options: SearchOptions): Found | null {
    if (typeof query === "symbol") return this.everyDocument();
    if (typeof query !== "string") {
      const group = { ...options, ...query, queries: undefined };
      const found = query.queries.map((sub) => this.query(sub, group)).filter((f): f is Found => f !== null);
      return found.length || !query.queries.length ? combine(found, group.combineWith, this.slots) : null;
    }
    const { tokenize, processTerm } = this.options;
    const terms = tokenize(query)
      .flatMap((term) => processTerm(term))
      .filter((term): term is string => !!term);
    if (terms.length && this.spec >= MAX_TERM_SEARCHES) return null;
    const specs = terms.map(toSpec(options)).slice(0, MAX_TERM_SEARCHES - this.spec);
    return combine(
      specs.map((spec) => this.runSpec(spec, options)),
      options.combineWith,
      this.slots,
    );
  }

  /** The wildcard: every document in scope, scored 1, holding no term search. */
  private everyDocument(): Found {
    const only = this.state.scope.only;
    const ids: number[] = [];
    for (let id = 0; id < this.state.documentCount; id++) if (only === null || only[id] === 1) ids.push(id);
    const n = ids.length;
    return { n, ids: Int32Array.from(ids), scores: new Float64Array(n).fill(1), specs: new Int32Array(n) };
  }

  /** One term search: the term, then the index terms it starts, then its typos. */
  private runSpec(spec: Spec, options: SearchOptions): Found {
    const number = this.spec++;
    this.specTerms[number] = spec.term;
    const fields = options.fields || this.options.fields;
    const boosts = fields.map((field) => [field, own(options.boost, field) || 1] as const);
    const { maxFuzzy, bm25 } = options as Required<SearchOptions>;
    const { fuzzy: fuzzyWeight, prefix: prefixWeight } = { ...SCORING.weights, ...options.weights };
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
   * One index term's BM25+ scores into the term search's columns: a document met again adds to
   * its score. Each posting scored is logged for the matches of the answered results. The loop
   * reads places, log and field lengths in place, with no call per posting: a fresh isolate's
   * first query runs it uncompiled.
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
    const table = state.lengthTable();
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
        const length = table[id * width + fieldId] ?? 0;
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
