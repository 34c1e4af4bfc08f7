import type { PackedIndex } from "~/shared/search/types";
import { Postings, type Scope } from "./postings";
import { damerau } from "./fuzzy";
import { type Node, reviveTree, withinEdits, withPrefix } from "./tree";

/** The marks requireGroups gives out before its arrays are cleared, well inside an Int32Array's range. */
const MARKS_BEFORE_RESET = 2 ** 30;

const NONE = new Int32Array(0);

/** How many words' typo searches are kept (each a few dozen terms at most). */
const TYPO_CACHE = 128;

/** The term index: prefix and typo search walk the tree; exact lookups (Chinese terms too) take a hash map. */
export class TermMap {
  private exact = new Map<string, Postings>();
  /** The latest typo searches, least recent first: a word's typos are found by walking the whole tree. */
  private typos = new Map<string, Map<string, [Postings, number]>>();
  /** The documents every result must hold, read by the scoring loop (term-results.ts). */
  readonly scope: Scope;
  private work?: { present: Uint8Array; count: Uint16Array; seen: Int32Array; set: Int32Array };
  /** The last mark given out in `seen` and `set` (requireGroups). */
  private mark = 0;
  private tree: Node<Postings>;

  constructor(
    packed: Pick<PackedIndex, "terms" | "postings" | "tree">,
    private documents: number,
  ) {
    const scope: Scope = { only: null };
    const values = packed.postings.map((p) => new Postings(p));
    this.tree = reviveTree(packed.tree, values);
    this.scope = scope;
    for (let i = 0; i < values.length; i++) this.exact.set(packed.terms[i], values[i]);
  }

  /** Typo search with a transposition as one typo (fuzzy.ts). */
  fuzzyGet(key: string, maxDistance: number): Map<string, [Postings, number]> {
    const id = `${maxDistance}:${key}`;
    let found = this.typos.get(id);
    if (found) this.typos.delete(id);
    else found = damerau(this, (k, d) => withinEdits(this.tree, k, d))(key, maxDistance);
    this.typos.set(id, found);
    if (this.typos.size > TYPO_CACHE) this.typos.delete(this.typos.keys().next().value!);
    // A copy: the executor deletes the terms it also found by prefix from the map it is given.
    return new Map(found);
  }

  /** How many documents hold the term (in their largest field): how common it is. */
  frequency(term: string): number {
    let most = 0;
    for (const list of this.exact.get(term)?.all() ?? []) most = Math.max(most, list?.size ?? 0);
    return most;
  }

  /** The terms starting with `prefix` (itself included), in the order the executor scores them. */
  atPrefix(prefix: string): [string, Postings][] {
    return withPrefix(this.tree, prefix);
  }

  get(term: string) {
    return this.exact.get(term);
  }

  /**
   * Until cleared (no terms), only documents holding every one of `terms` are visited. When the
   * query requires those terms anyway, results are the same; common words' long postings are
   * no longer scored document by document only to be dropped by the AND.
   */
  requireAll(terms: string[], mask?: Uint8Array) {
    const unique = [...new Set(terms)];
    this.requireGroups(
      unique.map((t) => [t]),
      unique.length,
      mask,
    );
  }

  /**
   * Only documents holding every term of at least `atLeast` of the groups are visited: with
   * optional words, a record must hold most of them, and an OR of common words would otherwise
   * score (and allocate a result for) nearly every record. `mask` (1: allowed) is a request's
   * filter: a record it excludes is never scored.
   */
  requireGroups(groups: string[][], atLeast: number, mask?: Uint8Array) {
    const sets = groups.map((g) => [...new Set(g)]).filter((g) => g.length);
    if (!sets.length || atLeast <= 0) return void (this.scope.only = mask ?? null);
    const { present, count, seen, set } = this.marks();
    // Marks instead of clearing: a term's fields may list a document again (seen), and a
    // group's counts start afresh (set); only the documents listed are visited, not all.
    for (const terms of sets) {
      const group = ++this.mark;
      for (const term of terms) {
        const mark = ++this.mark;
        for (const list of this.exact.get(term)?.all() ?? []) {
          const ids = list?.ids ?? NONE;
          // An index loop: iterating a typed array allocates a step object per id until optimised.
          for (let i = 0; i < ids.length; i++) {
            const id = ids[i];
            if (seen[id] === mark) continue;
            seen[id] = mark;
            if (set[id] !== group) (set[id] = group), (count[id] = 0);
            if (++count[id] === terms.length) present[id]++;
          }
        }
      }
    }
    for (let id = 0; id < this.documents; id++) present[id] = present[id] >= atLeast && (!mask || mask[id] === 1) ? 1 : 0;
    this.scope.only = present;
  }

  /**
   * Per-document working arrays of requireGroups, allocated once: a query's scope ends
   * (requireAll([])) before the next one is set, so `present` is free again by then.
   */
  private marks() {
    const n = this.documents;
    this.work ??= { present: new Uint8Array(n), count: new Uint16Array(n), seen: new Int32Array(n), set: new Int32Array(n) };
    this.work.present.fill(0);
    // A long-lived isolate would run the marks past what an Int32Array holds: start again.
    if (this.mark > MARKS_BEFORE_RESET) {
      this.work.seen.fill(0);
      this.work.set.fill(0);
      this.mark = 0;
    }
    return this.work;
  }
}
