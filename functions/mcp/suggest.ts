/** Edit distance with a swap of two neighbouring letters counting as one (Damerau, optimal string alignment). */
export function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
    }
  }
  return rows[a.length][b.length];
}

/** Lowercase letters and digits only: `output.dist-path`, `Output.distPath` and `output.dist_path` compare equal. */
export const loose = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}./]/gu, "");

/** The part after the last dot or slash: the name a reader remembers (`distPath`, `dist-path`). */
const tail = (text: string) => text.slice(Math.max(text.lastIndexOf("."), text.lastIndexOf("/")) + 1);

/** Inputs this long are not compared letter by letter (the distance costs their product). */
const MAX_COMPARED = 120;

/**
 * The candidates closest to what was asked, best first: those containing it (or whose last
 * part it contains), then those within a few edits of it or of their last part.
 */
export function closeMatches(asked: string, candidates: readonly string[], count = 5): string[] {
  const q = loose(asked).slice(0, MAX_COMPARED);
  const qTail = tail(q);
  if (!qTail) return [];
  const scored: { name: string; score: number }[] = [];
  for (const name of candidates) {
    const c = loose(name);
    const cTail = tail(c);
    let score: number;
    if (c.includes(q) || (cTail && q.includes(cTail) && cTail.length >= 3)) score = 0;
    else {
      const edits = Math.min(distance(q, c), distance(qTail, cTail));
      const allowed = Math.max(1, Math.floor(Math.min(qTail.length, cTail.length || qTail.length) / 3));
      if (edits > allowed) continue;
      score = edits;
    }
    scored.push({ name, score: score + c.length / 1000 });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map((s) => s.name);
}
