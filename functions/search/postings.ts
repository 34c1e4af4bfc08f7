import { NumberReader } from "~/shared/search/numbers";

/** Documents every result must contain (null: no restriction), shared by all postings. */
export type Scope = { only: Uint8Array | null };

/**
 * One field's postings of a term, as MiniSearch reads them (`size`, `keys()`, `get(id)`):
 * ascending document ids and their term frequencies, in typed arrays rather than a Map.
 */
export class DocList {
  private at = 0;
  constructor(
    readonly ids: Int32Array,
    readonly freqs: Uint16Array,
  ) {}
  get size() {
    return this.ids.length;
  }
  keys(): Iterator<number> & Iterable<number> {
    return this.ids.values();
  }
  /** MiniSearch asks in the order of keys(): the next id is checked before searching. */
  get(id: number): number | undefined {
    const { ids } = this;
    let i = ids[this.at] === id ? this.at : -1;
    for (let lo = 0, hi = ids.length - 1; i < 0 && lo <= hi; ) {
      const mid = (lo + hi) >>> 1;
      if (ids[mid] === id) i = mid;
      else if (ids[mid] < id) lo = mid + 1;
      else hi = mid - 1;
    }
    if (i < 0) return undefined;
    this.at = i + 1;
    return this.freqs[i];
  }
}

/**
 * Inverse of scripts/content/search-pack.ts: per field, id, count, then (gap << 1 | freq > 1)
 * [freq]. Read straight into the typed arrays, with no list of all the numbers first: a common
 * Chinese character's postings hold thousands, decoded on a fresh isolate's first queries.
 */
function unpackPostings(packed: string): DocList[] {
  const numbers = new NumberReader(packed);
  const fields: DocList[] = [];
  while (true) {
    const fieldId = numbers.next();
    const count = numbers.next();
    if (count < 0) break;
    const ids = new Int32Array(count);
    const freqs = new Uint16Array(count);
    for (let k = 0, id = -1; k < count; k++) {
      const v = numbers.next();
      if (v < 0) break;
      id += (v >>> 1) + 1;
      ids[k] = id;
      freqs[k] = v & 1 ? Math.max(0, numbers.next()) : 1;
    }
    fields[fieldId] = new DocList(ids, freqs);
  }
  return fields;
}

/**
 * The documents of a field's postings that are in scope. `size` stays the term's full document
 * frequency, so scores do not change.
 */
function inScope(list: DocList, only: Uint8Array) {
  const ids = list.ids.filter((id) => only[id] === 1);
  return { size: list.size, keys: () => ids.values(), get: (id: number) => list.get(id) };
}

/** A term's postings, unpacked on first use: most terms are never queried in an isolate's life. */
export class Postings {
  private fields?: DocList[];
  constructor(
    private packed: string,
    private scope: Scope,
  ) {}
  all(): DocList[] {
    return (this.fields ??= unpackPostings(this.packed));
  }
  get(fieldId: number) {
    const list = this.all()[fieldId];
    return list && this.scope.only ? inScope(list, this.scope.only) : list;
  }
}
