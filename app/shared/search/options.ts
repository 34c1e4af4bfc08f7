// Shared by the Node build (which builds the index) and the worker (which loads it):
// both must tokenize identically, so both import this one module.
import type { Options, SearchOptions } from "minisearch";
import { isFiller, withoutCjkFiller } from "./filler";

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
let segmenter: Intl.Segmenter | undefined;
/** Traditional → simplified characters (built from OpenCC's table into the index file; see scripts/content/search-fold.ts). */
let foldMap = new Map<string, string>();

/** Sets the folding table: a string of pairs, each a traditional character then its simplified form. */
export function setFold(pairs: string | undefined): void {
  const chars = [...(pairs ?? "")];
  foldMap = new Map();
  for (let i = 0; i + 1 < chars.length; i += 2) foldMap.set(chars[i], chars[i + 1]);
}

/** Traditional Chinese characters made simplified, so 環境變量 finds 环境变量. */
export function fold(text: string): string {
  if (!foldMap.size || !CJK.test(text)) return text;
  return text.replace(CJK_RUN, (run) => [...run].map((c) => foldMap.get(c) ?? c).join(""));
}

/** Latin words, with camelCase and dotted names also split into parts (output.distPath → output, distpath, dist, path). */
function latinTokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.match(/[A-Za-z0-9_$][A-Za-z0-9_$.-]*/g) ?? []) {
    const bare = word.replace(/[.-]+$/, "");
    const parts = bare.split(/[.\-_$]+/).filter(Boolean);
    out.push(bare.toLowerCase());
    for (const part of parts) {
      out.push(part.toLowerCase());
      for (const piece of part.split(/(?<=[a-z0-9])(?=[A-Z])/)) out.push(piece.toLowerCase());
    }
  }
  return out;
}

/**
 * Indexed Chinese text: single characters. Bigrams would find runs more precisely but
 * multiply the index (and its load time in a fresh isolate); adjacency is restored at
 * ranking time by the phrase boost.
 */
function cjkTokens(text: string): string[] {
  return (text.match(CJK_RUN) ?? []).flatMap((run) => [...run]);
}

const EN_STOP = new Set([
  "a",
  "an",
  "the",
  "to",
  "of",
  "in",
  "on",
  "for",
  "from",
  "with",
  "and",
  "or",
  "how",
  "is",
  "are",
  "do",
  "i",
  "my",
  "it",
  "by",
  "as",
  "at",
  "be",
  "use",
  "using",
  "can",
  "what",
  "why",
  "when",
  "than",
  "into",
  "via",
  "been",
  "has",
  "have",
  "had",
  "its",
  "you",
  "your",
  "we",
  "our",
  "me",
  "so",
  "if",
  "but",
]);
/** One query word's terms; `prefix` says whether its last term may match as a prefix. */
export interface QueryGroup {
  terms: string[];
  prefix: boolean;
  /** The Latin word the terms come from (`process.env.api_url`). */
  word?: string;
}

const CJK_STOP = new Set(["的", "了", "是", "在", "和", "与", "及", "或", "也", "就", "都", "把", "被"]);

/** The latest texts' words: a query is segmented again for each of its synonyms' queries and each keystroke's. */
const segmented = new Map<string, string[]>();

/**
 * The Chinese words of a text as the segmenter splits it, without little words (unless the run
 * is one character). Shared with later calls: not to be changed.
 */
function cjkWords(segmenter: Intl.Segmenter, text: string, runLength: number): string[] {
  const key = `${runLength > 1 ? "+" : "1"}${text}`;
  let out = segmented.get(key);
  if (out) return out;
  out = [];
  for (const { segment } of segmenter.segment(text)) if (CJK.test(segment) && !(CJK_STOP.has(segment) && runLength > 1)) out.push(segment);
  if (segmented.size >= 256) segmented.clear();
  segmented.set(key, out);
  return out;
}

/**
 * The terms of a query as groups: each Latin word is one term; each Chinese word (as
 * Intl.Segmenter splits the query) becomes its characters, which must all occur.
 */
export function queryGroups(text: string): QueryGroup[] {
  const query = fold(text);
  const groups: QueryGroup[] = [];
  // An apostrophe is part of a word (doesn't): split there, "doesn" and "t" would be required.
  const words = [
    ...new Set(
      query
        .replace(CJK_RUN, " ")
        .replace(/(\w)'(\w)/g, "$1$2")
        .match(/[A-Za-z0-9_$][A-Za-z0-9_$.-]*/g) ?? [],
    ),
  ];
  // Little words and filler words are not required to match, unless the query has nothing else.
  const plain = words.filter((w) => !EN_STOP.has(w.toLowerCase()));
  const meaningful = plain.filter((w) => !isFiller(w.toLowerCase()));
  const segments: string[] = [];
  const subject: string[] = [];
  for (const run of query.match(CJK_RUN) ?? []) {
    // Created on the first Chinese query only: building it costs a fresh isolate about 10 ms.
    segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
    const runWords = cjkWords(segmenter, run, run.length);
    segments.push(...runWords);
    // Most runs hold no filler: their subject is the same segments, not segmented again.
    const bare = withoutCjkFiller(run);
    for (const word of bare === run ? runWords : cjkWords(segmenter, bare, run.length)) if (!isFiller(word)) subject.push(word);
  }
  const anySubject = meaningful.length + subject.length > 0;
  const latin = anySubject ? meaningful : plain.length ? plain : words;
  // A dotted or camelCase word requires its parts, which the index holds wherever the whole is.
  for (const word of latin) groups.push({ terms: wordParts(word), prefix: false, word: word.toLowerCase() });
  for (const segment of anySubject ? subject : segments) groups.push({ terms: [...segment], prefix: false });
  return groups;
}

/**
 * A dotted name the index lacks cut back to the longest start it knows: `process.env.api_url`
 * (the reader's own variable) → `process.env`. Its parts, or none when no start is known.
 */
export function knownStart(word: string, known: (term: string) => boolean): string[] | undefined {
  const parts = word.replace(/[.]+$/, "").split(".");
  for (let n = parts.length - 1; n >= 1; n--) {
    const start = parts.slice(0, n).join(".");
    if (known(start)) return wordParts(start);
  }
  return undefined;
}

/** A query word's parts: `console.log` → console, log; `distPath` → dist, path; others themselves. */
export function wordParts(word: string): string[] {
  const bare = word.replace(/[.\-_$]+$/, "");
  const parts = bare
    .split(/[.\-_$]+/)
    .filter(Boolean)
    .flatMap((p) => p.split(/(?<=[a-z0-9])(?=[A-Z])/));
  const lower = [...new Set(parts.map((p) => p.toLowerCase()))];
  return lower.length ? lower : [bare.toLowerCase()];
}

/** The query's own words (folded, lowercased, little words left out unless alone): what matchedWords reports. */
export function queryWords(query: string): string[] {
  const words = fold(query).toLowerCase().split(/\s+/).filter(Boolean);
  const meaningful = words.filter((w) => !EN_STOP.has(w) && !CJK_STOP.has(w));
  return meaningful.length ? meaningful : words;
}

/** The query without its little and filler words: the subject a page title may name ("change output file name" → output file name). */
export function subjectOf(query: string): string {
  const words = fold(query)
    .toLowerCase()
    .replace(/(\w)'(\w)/g, "$1$2")
    .split(/\s+/)
    .filter(Boolean);
  return words.filter((w) => !EN_STOP.has(w) && !CJK_STOP.has(w) && !isFiller(w)).join(" ");
}

/** Builds the segmenter (and loads its dictionary) ahead of the first Chinese query. */
export function prepareSegmenter(): void {
  segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
  for (const _ of segmenter.segment("中文")) break;
}

export function tokenize(raw: string): string[] {
  const text = fold(raw);
  const tokens = latinTokens(text);
  if (CJK.test(text)) tokens.push(...cjkTokens(text));
  return [...new Set(tokens)];
}

/**
 * Fields a record is searched in; the page title and headings weigh more than body text, and
 * the names in the code after a record (`code`) less: an example shows them, the text explains.
 */
export const searchFields: string[] = ["title", "headings", "content", "code"];

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

/** How the index is built and queried: its fields in their ids' order, and how texts become terms. */
export const indexOptions = { fields: searchFields, tokenize, processTerm };

export const miniSearchOptions: Options = { idField: "id", storeFields: [], ...indexOptions };

/** Build-time and query-time options; prefix and typo tolerance apply to Latin terms only. */
export const defaultSearchOptions: Required<Pick<SearchOptions, "boost" | "prefix" | "fuzzy" | "combineWith">> = {
  boost: { title: 4, headings: 2, content: 1, code: 0.1 },
  prefix: (term: string) => !CJK.test(term) && term.length > 1,
  // As the provider counts typos: one from four letters, two from eight (a fraction of the
  // length gave long words three, and a typo walk of the whole term tree costs with each one).
  fuzzy: (term: string) => (CJK.test(term) || term.length < 4 ? false : term.length < 8 ? 1 : 2),
  combineWith: "AND",
};

export const isCjk = (text: string): boolean => CJK.test(text);
export const cjkRuns = (text: string): string[] => text.match(CJK_RUN) ?? [];
