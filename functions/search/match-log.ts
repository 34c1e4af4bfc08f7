import type { Found } from "./found";

/** `object[key] = value`, as an own property even for `__proto__` (which an assignment would take as the prototype). */
function setOwn(object: Record<string, string[]>, key: string, value: string[]) {
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

/**
 * Which index term matched which document in which field, in the order the scoring met them:
 * a few numbers per posting in typed arrays, kept for the whole query, each document's entries
 * chained. Only the results a query answers need MiniSearch's `match` object (a few hundred at
 * most): they walk their own chains, not every posting the query scored.
 */
export class MatchLog {
  // Open to the scoring loop, which writes a term's entries in place (`reserve` first, then
  // `link` each): per entry its block, field and the same document's next entry (-1: none).
  blocks = new Int32Array(4096);
  fields = new Uint8Array(4096);
  next = new Int32Array(4096);
  n = 0;
  /** Per document, its first and last entries, valid where `seen` holds this query's mark. */
  heads: Int32Array;
  tails: Int32Array;
  seen: Int32Array;
  mark = 0;
  /** Per block (one index term scored for one term search), that search's number and the index term. */
  private blockSpec: number[] = [];
  private blockTerm: string[] = [];

  constructor(
    private fieldNames: string[],
    documents: number,
  ) {
    this.heads = new Int32Array(documents);
    this.tails = new Int32Array(documents);
    this.seen = new Int32Array(documents);
  }

  clear() {
    this.n = 0;
    this.blockSpec.length = 0;
    this.blockTerm.length = 0;
    if (++this.mark > 2 ** 30) this.seen.fill(0), (this.mark = 1);
  }

  /** Starts the entries of an index term scored for the `spec`-th term search; returns the block's number. */
  block(spec: number, term: string): number {
    this.blockSpec.push(spec);
    return this.blockTerm.push(term) - 1;
  }

  /** Room for `count` more entries. */
  reserve(count: number) {
    if (this.n + count <= this.blocks.length) return;
    let size = this.blocks.length * 2;
    while (size < this.n + count) size *= 2;
    const copy = <T extends Int32Array | Uint8Array>(a: T, b: T) => (b.set(a), b);
    this.blocks = copy(this.blocks, new Int32Array(size));
    this.fields = copy(this.fields, new Uint8Array(size));
    this.next = copy(this.next, new Int32Array(size));
  }

  /**
   * The `match` MiniSearch gives each of `chosen` (places in `found`): per index term, the fields
   * it matched in, from the term searches the document's result holds. Terms keep their first
   * place; a later term search matching the same term replaces its fields, as `Object.assign`.
   */
  matches(found: Found, chosen: number[]): Record<string, string[]>[] {
    return chosen.map((place) => {
      const match: Record<string, string[]> = {};
      const id = found.ids[place];
      const specs = found.specs[place];
      let last = -1;
      for (let e = this.seen[id] === this.mark ? this.heads[id] : -1; e >= 0; e = this.next[e]) {
        const block = this.blocks[e];
        if (!(specs & (1 << this.blockSpec[block]))) continue;
        const term = this.blockTerm[block];
        const field = this.fieldNames[this.fields[e]];
        if (last === block) match[term].push(field);
        else setOwn(match, term, [field]), (last = block);
      }
      return match;
    });
  }
}
