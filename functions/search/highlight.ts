import { stem } from "./core/stem";
import { wordParts } from "./core/query";
import type { HighlightResult } from "~/shared/search/types";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const SPECIAL = /[&<>"']/;
const escapeHtml = (s: string) => (SPECIAL.test(s) ? s.replace(/[&<>"']/g, (c) => ENTITIES[c]) : s);
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const WORD_CHAR = /[A-Za-z0-9_$]/;

/**
 * Character ranges of `text` matched by the query words: Latin words at word starts, to the
 * end of the word (a stem or a prefix marks the whole word, never `lazyCompilat`), CJK
 * characters anywhere.
 */
export function matchRanges(text: string, words: string[], lower = text.toLowerCase()): [number, number][] {
  const ranges: [number, number][] = [];
  for (const word of words) {
    if (!word) continue;
    let from = 0;
    while (from <= lower.length) {
      const at = lower.indexOf(word, from);
      if (at < 0) break;
      const startsWord = at === 0 || !/[a-z0-9]/i.test(lower[at - 1]) || CJK.test(word) || /[a-z][A-Z]/.test(text.slice(at - 1, at + 1));
      let end = at + word.length;
      if (!CJK.test(word)) while (end < text.length && WORD_CHAR.test(text[end])) end++;
      if (startsWord) ranges.push([at, end]);
      from = at + Math.max(1, word.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}

/** Escapes the text, then wraps matched ranges in the tags: content HTML can never be injected. */
function mark(text: string, ranges: [number, number][], pre: string, post: string): string {
  let out = "";
  let at = 0;
  for (const [s, e] of ranges) {
    out += escapeHtml(text.slice(at, s)) + pre + escapeHtml(text.slice(s, e)) + post;
    at = e;
  }
  return out + escapeHtml(text.slice(at));
}

/** A query word's parts and their stems, worked out once per word rather than for every text of every hit. */
const partsCache = new Map<string, [string, string][]>();
function partsOf(word: string): [string, string][] {
  let parts = partsCache.get(word);
  if (!parts) {
    if (partsCache.size >= 256) partsCache.clear();
    parts = wordParts(word).map((part) => [part, stem(part)]);
    partsCache.set(word, parts);
  }
  return parts;
}

/** Whether `text` holds a query word: a Chinese word's characters, or each part of a Latin word, or a term it matched (stem, prefix, typo). */
function holds(text: string, lower: string, word: string, terms: string[]): boolean {
  if (CJK.test(word)) return [...word].every((c) => !CJK.test(c) || text.includes(c));
  // A term the text does not hold at all cannot match at a word start: most are ruled out without matchRanges.
  return partsOf(word).every(([part, root]) => {
    const close = (t: string) => t[0] === part[0] && (t.startsWith(root) || root.startsWith(t) || Math.abs(t.length - root.length) <= 2);
    return [part, ...terms.filter(close)].some((t) => lower.includes(t) && matchRanges(text, [t], lower).length > 0);
  });
}

/** Whether `covered` characters are at least all of the text's non-space ones; stops counting past them. */
function coversAll(text: string, covered: number): boolean {
  let nonSpace = 0;
  for (let i = 0; i < text.length; i++) if (!isSpace(text.charCodeAt(i)) && ++nonSpace > covered) return false;
  return true;
}

/** Where a highlight's first match starts, for the snippet cut from the same text. */
const firstMatch = new WeakMap<HighlightResult, number>();

/**
 * `words` are highlighted; `query` (the query's own words, default `words`) gives matchedWords
 * and the match level: full when the text holds every query word.
 */
export function highlight(text: string, words: string[], pre: string, post: string, query = words): HighlightResult {
  const lower = text.toLowerCase();
  const ranges = matchRanges(text, words, lower);
  const asked = query.filter(Boolean);
  const matchedWords = asked.filter((w) => holds(text, lower, w.toLowerCase(), words));
  const covered = ranges.reduce((n, [s, e]) => n + e - s, 0);
  const result: HighlightResult = {
    value: mark(text, ranges, pre, post),
    matchLevel: matchedWords.length === 0 ? "none" : matchedWords.length === asked.length ? "full" : "partial",
    matchedWords,
    fullyHighlighted: covered > 0 && coversAll(text, covered),
  };
  firstMatch.set(result, ranges[0]?.[0] ?? 0);
  return result;
}

/** What `\s` matches: the snippet's word breaks. */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** A character `CJK` matches. */
function isCjk(c: number): boolean {
  return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff);
}

/** Where each unit of the last text starts and ends: shared and grown as needed, as every hit's snippets list them. */
let starts = new Int32Array(512);
let ends = new Int32Array(512);

/**
 * Lists the text's units into `starts` and `ends` and returns how many: a run of non-space
 * characters, or, when `cjk`, each CJK character on its own (a Latin word stays whole). A regular
 * expression's matches cost an array each, for every unit of every snippet's text.
 */
function units(text: string, cjk: boolean): number {
  let n = 0;
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (n === starts.length) {
      const grown = (a: Int32Array) => Int32Array.from({ length: a.length * 2 }, (_, k) => a[k] ?? 0);
      (starts = grown(starts)), (ends = grown(ends));
    }
    starts[n] = i++;
    if (!cjk || !isCjk(c)) while (i < text.length && !isSpace(text.charCodeAt(i)) && !(cjk && isCjk(text.charCodeAt(i)))) i++;
    ends[n++] = i;
  }
  return n;
}

/** A window of about `words` words around the first match, highlighted, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  words: string[],
  size: number,
  pre: string,
  post: string,
  ellipsis: string,
  query = words,
  /** The text's highlight with the same words and tags, when the caller has it already. */
  full = highlight(text, words, pre, post, query),
): HighlightResult {
  const cjk = CJK.test(text);
  // Chinese has no spaces: count characters, about two per English word.
  const width = size * (cjk ? 2 : 1);
  const count = units(text, cjk);
  if (count <= width) return full;
  const first = firstMatch.get(full) ?? matchRanges(text, words)[0]?.[0] ?? 0;
  let hitUnit = 0;
  while (hitUnit < count && ends[hitUnit] <= first) hitUnit++;
  if (hitUnit === count) hitUnit = 0;
  const start = Math.max(0, Math.min(hitUnit - Math.floor(width / 3), count - width));
  const end = Math.min(count, start + width);
  const from = starts[start];
  const to = ends[end - 1];
  const inner = matchRanges(text.slice(from, to), words);
  const value = (start > 0 ? ellipsis : "") + mark(text.slice(from, to), inner, pre, post) + (end < count ? ellipsis : "");
  return {
    value,
    matchLevel: full.matchLevel,
    matchedWords: full.matchedWords,
  };
}
