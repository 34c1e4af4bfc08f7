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

/** How many words' typo searches are kept (each a few dozen terms at most). */
const TYPO_CACHE = 128;

/** MiniSearch's term index: prefix and typo search walk the tree; exact lookups (Chinese terms too) take a hash map. */
export class TermMap extends SearchableMap<Postings> {
  private exact = new Map<string, Postings>();
  /** The latest typo searches, least recent first: a word's typos are found by walking the whole tree. */
  private typos = new Map<string, Map<string, [Postings, number]>>();
  /** The documents every result must hold, read by the scoring loop (term-results.ts). */
  readonly scope: Scope;

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
    const present = new Uint8Array(this.documents);
    const count = new Uint16Array(this.documents);
    const seen = new Int32Array(this.documents);
    let mark = 0;
    for (const terms of sets) {
      count.fill(0);
      for (const term of terms) {
        mark++;
        for (const list of this.exact.get(term)?.all() ?? []) {
          for (const id of list?.ids ?? []) if (seen[id] !== mark) (seen[id] = mark), count[id]++;
        }
      }
      for (let id = 0; id < this.documents; id++) if (count[id] === terms.length) present[id]++;
    }
    for (let id = 0; id < this.documents; id++) present[id] = present[id] >= atLeast ? 1 : 0;
    this.scope.only = present;
  }
}
