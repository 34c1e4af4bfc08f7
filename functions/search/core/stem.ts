import { CJK } from "./cjk";

/**
 * A consonant doubled before -ed or -ing, as written (emitted, splitting, running), is one in the
 * word itself; not l, s, z and d, which words end with doubled (installed, passed, added).
 */
const undouble = (t: string) => (/([bgmnprt])\1$/.test(t) ? t.slice(0, -1) : t);

/**
 * Past participles readers type ("errors not shown", "file not written") that no suffix rule
 * reaches; not "built", which the pages write mostly in "built-in".
 */
const IRREGULAR = new Map([
  ["shown", "show"],
  ["hidden", "hide"],
  ["written", "write"],
  ["wrote", "write"],
  ["thrown", "throw"],
  ["taken", "take"],
  ["chosen", "choose"],
  ["rebuilt", "rebuild"],
]);

/**
 * A light English stemmer, applied to indexed and query terms alike, so "migrate",
 * "migrating" and "migration"-style variants meet: it strips common suffixes only.
 */
export function stem(word: string): string {
  const term = IRREGULAR.get(word) ?? word;
  if (CJK.test(term) || /[^a-z]/.test(term) || term.length < 5) return term;
  let t = term;
  if (/ie[sd]$/.test(t) && t.length > 5) t = `${t.slice(0, -3)}y`;
  else if (t.endsWith("ing") && t.length > 6) t = undouble(t.slice(0, -3));
  else if (t.endsWith("ed") && t.length > 5) t = undouble(t.slice(0, -2));
  else if (t.endsWith("tion") && t.length > 6) t = t.slice(0, -3);
  else if (t.endsWith("es") && /(ss|sh|ch|x|z)es$/.test(t)) t = t.slice(0, -2);
  else if (t.endsWith("s") && !t.endsWith("ss") && !t.endsWith("us")) t = t.slice(0, -1);
  if (t.endsWith("e") && t.length > 4) t = t.slice(0, -1);
  return t;
}

/** An index term of a token: its stem; a token past 64 characters is no term. */
export const processTerm = (term: string): string | null => (term.length > 64 ? null : stem(term));
