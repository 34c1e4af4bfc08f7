import { NumberReader } from "./core/numbers";

/** The documents a query may score (null: all): those holding its required terms and passing its filter. */
export type Scope = { only: Uint8Array | null };

/** One field's postings of a term: ascending document ids and their term frequencies, in typed arrays. */
export class DocList {
  constructor(
    readonly ids: Int32Array,
    readonly freqs: Uint16Array,
  ) {}
  get size() {
    return this.ids.length;
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

/** A term's postings, unpacked on first use: most terms are never queried in an isolate's life. */
export class Postings {
  private fields?: DocList[];
  constructor(private packed: string) {}
  all(): DocList[] {
    return (this.fields ??= unpackPostings(this.packed));
  }
}
