/**
 * A query's results in columns: document ids in the order MiniSearch's result Map lists them,
 * their scores, and which of the query's term searches (bit i: the i-th) each holds. MiniSearch
 * keeps an object, a list of terms, a match object and a list of fields per document and term:
 * a common word builds thousands, a quarter of a query's allocation.
 */
export interface Found {
  n: number;
  ids: Int32Array;
  scores: Float64Array;
  specs: Int32Array;
}

export const emptyFound = (): Found => ({ n: 0, ids: new Int32Array(0), scores: new Float64Array(0), specs: new Int32Array(0) });

function sized(size: number): Found {
  return { n: 0, ids: new Int32Array(size), scores: new Float64Array(size), specs: new Int32Array(size) };
}

function push(out: Found, id: number, score: number, specs: number) {
  out.ids[out.n] = id;
  out.scores[out.n] = score;
  out.specs[out.n++] = specs;
}

/**
 * Each document's place in the set being built or read, by marks rather than clearing. The
 * arrays are open to the scoring loop: a fresh isolate's first query runs it uncompiled, where
 * a method call per posting cost more than the scoring.
 */
export class Slots {
  marks: Int32Array;
  places: Int32Array;
  mark = 0;
  constructor(size: number) {
    this.marks = new Int32Array(size);
    this.places = new Int32Array(size);
  }
  /** Forgets every place (a fresh mark; the arrays are cleared once in 2^30 marks). */
  begin() {
    if (++this.mark > 2 ** 30) this.marks.fill(0), (this.mark = 1);
  }
  set(id: number, place: number) {
    this.marks[id] = this.mark;
    this.places[id] = place;
  }
  /** The document's place, or -1. */
  get(id: number): number {
    return this.marks[id] === this.mark ? this.places[id] : -1;
  }
  /** Marks every document of `found` with its place. */
  index(found: Found) {
    this.begin();
    for (let i = 0; i < found.n; i++) this.set(found.ids[i], i);
  }
}

/** MiniSearch's OR: `a`'s documents, then `b`'s new ones in `b`'s order; scores summed as `a + b`. */
function or(a: Found, b: Found, slots: Slots): Found {
  const out = sized(a.n + b.n);
  slots.index(a);
  for (let i = 0; i < a.n; i++) push(out, a.ids[i], a.scores[i], a.specs[i]);
  for (let j = 0; j < b.n; j++) {
    const i = slots.get(b.ids[j]);
    if (i < 0) push(out, b.ids[j], b.scores[j], b.specs[j]);
    else (out.scores[i] = a.scores[i] + b.scores[j]), (out.specs[i] |= b.specs[j]);
  }
  return out;
}

/** MiniSearch's AND: the documents of both, in `b`'s order. */
function and(a: Found, b: Found, slots: Slots): Found {
  const out = sized(Math.min(a.n, b.n));
  slots.index(a);
  for (let j = 0; j < b.n; j++) {
    const i = slots.get(b.ids[j]);
    if (i >= 0) push(out, b.ids[j], a.scores[i] + b.scores[j], a.specs[i] | b.specs[j]);
  }
  return out;
}

/** MiniSearch's AND_NOT: `a`'s documents that `b` lacks. */
function andNot(a: Found, b: Found, slots: Slots): Found {
  const out = sized(a.n);
  slots.index(b);
  for (let i = 0; i < a.n; i++) if (slots.get(a.ids[i]) < 0) push(out, a.ids[i], a.scores[i], a.specs[i]);
  return out;
}

const COMBINE = { or, and, and_not: andNot };

/** Results combined left to right by the operator (OR when none is given), as the reference (MiniSearch) combines them. */
export function combine(results: Found[], combineWith: string | undefined, slots: Slots): Found {
  if (!results.length) return emptyFound();
  const operator = (combineWith ?? "OR").toLowerCase();
  if (!Object.hasOwn(COMBINE, operator)) throw new Error(`Invalid combination operator: ${combineWith}`);
  const step = COMBINE[operator as keyof typeof COMBINE];
  return results.reduce((a, b) => step(a, b, slots));
}
