import { unpackNumbers } from "./numbers.js";
import type { PackedIndex } from "./types";

type Docs = Map<number, number>;
type FieldPostings = Map<number, Docs>;
/** Documents every result must contain (null: no restriction), shared by all postings. */
export type Scope = { only: Uint8Array | null };

/** Inverse of scripts/content/search-pack.mjs: per field, id, count, then (gap << 1 | freq > 1) [freq]. */
function unpackPostings(packed: string): FieldPostings {
  const n = unpackNumbers(packed);
  const fields: FieldPostings = new Map();
  for (let i = 0; i + 1 < n.length; ) {
    const fieldId = n[i++];
    const docs: Docs = new Map();
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

/**
 * The documents of a field's postings that are in scope. MiniSearch reads `size` (the term's
 * document frequency, so it stays the full count and scores do not change), `keys()` and `get`.
 */
function inScope(docs: Docs, only: Uint8Array): Docs {
  const ids: number[] = [];
  for (const id of docs.keys()) if (only[id]) ids.push(id);
  return { size: docs.size, keys: () => ids.values(), get: (id: number) => docs.get(id) } as unknown as Docs;
}

/** A term's postings, unpacked on first use: most terms are never queried in an isolate's life. */
export class Postings {
  private fields?: FieldPostings;
  constructor(private packed: string, private scope: Scope) {}
  all() {
    return (this.fields ??= unpackPostings(this.packed));
  }
  get(fieldId: number) {
    const docs = this.all().get(fieldId);
    return docs && this.scope.only ? inScope(docs, this.scope.only) : docs;
  }
}

/** The radix tree from its preorder form, keys in their original order. */
export function reviveTree(flat: PackedIndex["tree"], values: Postings[]) {
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
