import SearchableMap from "minisearch/SearchableMap";
import type { PackedIndex } from "./types";
import { unpackNumbers } from "./numbers.js";

type FieldPostings = Map<number, Map<number, number>>;

/** Inverse of scripts/content/search-pack.mjs: per field, id, count, then (gap << 1 | freq > 1) [freq]. */
function unpackPostings(packed: string): FieldPostings {
  const n = unpackNumbers(packed);
  const fields: FieldPostings = new Map();
  for (let i = 0; i + 1 < n.length; ) {
    const fieldId = n[i++];
    const docs = new Map<number, number>();
    let id = -1;
    for (let count = n[i++]; count > 0 && i < n.length; count--) {
      const v = n[i++];
      id += (v >>> 1) + 1;
      docs.set(id, v & 1 ? n[i++] : 1);
    }
    fields.set(fieldId, docs);
  }
  return fields;
}

/** A term's postings, unpacked on first use: most terms are never queried in an isolate's life. */
class Postings {
  private fields?: FieldPostings;
  constructor(private packed: string) {}
  get(fieldId: number) {
    return (this.fields ??= unpackPostings(this.packed)).get(fieldId);
  }
}

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

/** MiniSearch's term index: prefix and typo search walk the tree; exact lookups (Chinese terms too) take a hash map. */
export class TermMap extends SearchableMap<Postings> {
  private exact = new Map<string, Postings>();
  constructor(packed: Pick<PackedIndex, "terms" | "postings" | "tree">) {
    const values = packed.postings.map((p) => new Postings(p));
    super(reviveTree(packed.tree, values) as ConstructorParameters<typeof SearchableMap<Postings>>[0]);
    for (let i = 0; i < values.length; i++) this.exact.set(packed.terms[i], values[i]);
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
}
