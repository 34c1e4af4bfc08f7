import { CJK_RUN } from "./cjk";
import { isFiller, withoutCjkFiller } from "./filler";
import { fold } from "./fold";
import { piecesOf } from "./pieces";
import { cjkWords } from "./segment";
import { CJK_STOP, EN_STOP } from "./stop-words";

/** One query word's terms; `prefix` says whether its last term may match as a prefix. */
export interface QueryGroup {
  terms: string[];
  prefix: boolean;
  /** The Latin word the terms come from (`process.env.api_url`). */
  word?: string;
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
    const runWords = cjkWords(run, run.length);
    segments.push(...runWords);
    // Most runs hold no filler: their subject is the same segments, not segmented again.
    const bare = withoutCjkFiller(run);
    // A little word typed as its own run (项目 里 打包 了) is no subject either: the segmenter
    // keeps it only because the run is one character.
    for (const word of bare === run ? runWords : cjkWords(bare, run.length)) if (!isFiller(word) && !CJK_STOP.has(word)) subject.push(word);
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

/** A query word's parts: `console.log` → console, log; `distPath` → dist, path; `ie11` → ie, 11; others themselves. */
export function wordParts(word: string): string[] {
  const bare = word.replace(/[.\-_$]+$/, "");
  const parts = bare
    .split(/[.\-_$]+/)
    .filter(Boolean)
    .flatMap(piecesOf);
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
