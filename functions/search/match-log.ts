import type { Found, Slots } from "./found";

/** `object[key] = value`, as an own property even for `__proto__` (which an assignment would take as the prototype). */
function setOwn(object: Record<string, string[]>, key: string, value: string[]) {
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

/**
 * Which index term matched which document in which field, in the order the scoring met them:
 * a few numbers per posting in typed arrays, kept for the whole query. Only the results a
 * query answers need MiniSearch's `match` object, and they are a few hundred at most.
 */
export class MatchLog {
  // Open to the scoring loop, which writes a term's entries in place (`reserve` first).
  docs = new Int32Array(4096);
  blocks = new Int32Array(4096);
  fields = new Uint8Array(4096);
  n = 0;
  /** Per block (one index term scored for one term search), that search's number and the index term. */
  private blockSpec: number[] = [];
  private blockTerm: string[] = [];

  constructor(private fieldNames: string[]) {}

  clear() {
    this.n = 0;
    this.blockSpec.length = 0;
    this.blockTerm.length = 0;
  }

  /** Starts the entries of an index term scored for the `spec`-th term search; returns the block's number. */
  block(spec: number, term: string): number {
    this.blockSpec.push(spec);
    return this.blockTerm.push(term) - 1;
  }

  /** Room for `count` more entries. */
  reserve(count: number) {
    if (this.n + count <= this.docs.length) return;
    let size = this.docs.length * 2;
    while (size < this.n + count) size *= 2;
    const copy = <T extends Int32Array | Uint8Array>(a: T, b: T) => (b.set(a), b);
    this.docs = copy(this.docs, new Int32Array(size));
    this.blocks = copy(this.blocks, new Int32Array(size));
    this.fields = copy(this.fields, new Uint8Array(size));
  }

  /**
   * The `match` MiniSearch gives each of `chosen` (places in `found`): per index term, the fields
   * it matched in, from the term searches the document's result holds. Terms keep their first
   * place; a later term search matching the same term replaces its fields, as `Object.assign`.
   */
  matches(found: Found, chosen: number[], slots: Slots): Record<string, string[]>[] {
    const out = chosen.map((): Record<string, string[]> => ({}));
    const last = new Int32Array(chosen.length).fill(-1);
    slots.begin();
    chosen.forEach((place, k) => slots.set(found.ids[place], k));
    for (let e = 0; e < this.n; e++) {
      const k = slots.get(this.docs[e]);
      if (k < 0) continue;
      const block = this.blocks[e];
      if (!(found.specs[chosen[k]] & (1 << this.blockSpec[block]))) continue;
      const term = this.blockTerm[block];
      const field = this.fieldNames[this.fields[e]];
      if (last[k] === block) out[k][term].push(field);
      else setOwn(out[k], term, [field]), (last[k] = block);
    }
    return out;
  }
}
