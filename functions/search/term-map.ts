import SearchableMap from "minisearch/SearchableMap";
import type { PackedIndex } from "~/shared/search/types";
import { Postings, type Scope } from "./postings";
import { damerau } from "./fuzzy";

/** The radix tree from its preorder form, keys in their original order. */
function reviveTree(flat: PackedIndex["tree"], values: Postings[]) {
  let at = 0;
  const node = (): Map<string, unknown> => {
    const map = new Map<string, unknown>();
    for (let keys = Number(flat[at++]); keys > 0; keys--) {
      const label = String(flat[at++]);
      map.set(label, label === "" ? values[Number(flat[at++])] : node());
    }
    return map;
  };
  return node();
}

type Node<T> = SearchableMap<T>["_tree"];

/**
 * The entries under a node in the order of MiniSearch's tree iterator (each node's keys last
 * first, a whole subtree before the next key). The iterator copies every node's keys and joins
 * the path again for each term: a short prefix ("outp", "serv") reaches hundreds of terms, and
 * walking them was a tenth of a fresh isolate's first queries.
 */
function collect<T>(node: Node<T>, prefix: string, out: [string, T][]): [string, T][] {
  const keys = [...node.keys()];
  for (let i = keys.length - 1; i >= 0; i--) {
    const child = node.get(keys[i])!;
    if (keys[i] === "") out.push([prefix, child as T]);
    else collect(child as Node<T>, prefix + keys[i], out);
  }
  return out;
}

/** A prefix's part of the tree, iterated as MiniSearch iterates it, without its iterator. */
class PrefixView<T> extends SearchableMap<T> {
  override [Symbol.iterator]() {
    return collect(this._tree, this._prefix, [])[Symbol.iterator]() as unknown as ReturnType<SearchableMap<T>["entries"]>;
  }
}

/** The marks requireGroups gives out before its arrays are cleared, well inside an Int32Array's range. */
const MARKS_BEFORE_RESET = 2 ** 30;

const NONE = new Int32Array(0);

/** How many words' typo searches are kept (each a few dozen terms at most). */
const TYPO_CACHE = 128;

/** MiniSearch's term index: prefix and typo search walk the tree; exact lookups (Chinese terms too) take a hash map. */
export class TermMap extends SearchableMap<Postings> {
  private exact = new Map<string, Postings>();
  /** The latest typo searches, least recent first: a word's typos are found by walking the whole tree. */
  private typos = new Map<string, Map<string, [Postings, number]>>();
  /** The documents every result must hold, read by the scoring loop (term-results.ts). */
  readonly scope: Scope;
  private work?: { present: Uint8Array; count: Uint16Array; seen: Int32Array; set: Int32Array };
  /** The last mark given out in `seen` and `set` (requireGroups). */
  private mark = 0;

  constructor(
    packed: Pick<PackedIndex, "terms" | "postings" | "tree">,
    private documents: number,
  ) {
    const scope: Scope = { only: null };
    const values = packed.postings.map((p) => new Postings(p, scope));
    super(reviveTree(packed.tree, values) as ConstructorParameters<typeof SearchableMap<Postings>>[0]);
    this.scope = scope;
    for (let i = 0; i < values.length; i++) this.exact.set(packed.terms[i], values[i]);
  }

  /** Typo search with a transposition as one typo (fuzzy.ts). */
  fuzzyGet(key: string, maxDistance: number): Map<string, [Postings, number]> {
    const id = `${maxDistance}:${key}`;
    let found = this.typos.get(id);
    if (found) this.typos.delete(id);
    else found = damerau(this, (k, d) => super.fuzzyGet(k, d))(key, maxDistance);
    this.typos.set(id, found);
    if (this.typos.size > TYPO_CACHE) this.typos.delete(this.typos.keys().next().value!);
    // A copy: MiniSearch deletes the terms it also found by prefix from the map it is given.
    return new Map(found);
  }

  /** How many documents hold the term (in their largest field): how common it is. */
  frequency(term: string): number {
    let most = 0;
    for (const list of this.exact.get(term)?.all() ?? []) most = Math.max(most, list?.size ?? 0);
    return most;
  }

  /** MiniSearch iterates a prefix search's result once: a view that lists its entries directly. */
  override atPrefix(prefix: string): SearchableMap<Postings> {
    const view = super.atPrefix(prefix);
    return new PrefixView(view._tree, view._prefix);
  }

  get(term: string) {
    return this.exact.get(term);
  }
  has(term: string) {
    return this.exact.has(term);
  }
  get size() {
    return this.exact.size;
  }

  /**
   * Until cleared (no terms), only documents holding every one of `terms` are visited. When the
   * query requires those terms anyway, results are the same; common words' long postings are
   * no longer scored document by document only to be dropped by the AND.
   */
  requireAll(terms: string[]) {
    const unique = [...new Set(terms)];
    this.requireGroups(
      unique.map((t) => [t]),
      unique.length,
    );
  }

  /**
   * Only documents holding every term of at least `atLeast` of the groups are visited: with
   * optional words, a record must hold most of them, and an OR of common words would otherwise
   * score (and allocate a result for) nearly every record.
   */
  requireGroups(groups: string[][], atLeast: number) {
    const sets = groups.map((g) => [...new Set(g)]).filter((g) => g.length);
    if (!sets.length || atLeast <= 0) return void (this.scope.only = null);
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
    for (let id = 0; id < this.documents; id++) present[id] = present[id] >= atLeast ? 1 : 0;
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
