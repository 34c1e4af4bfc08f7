import { CJK } from "./cjk";
import { CJK_STOP } from "./stop-words";

let segmenter: Intl.Segmenter | undefined;

/** The latest texts' words: a query is segmented again for each of its synonyms' queries and each keystroke's. */
const segmented = new Map<string, string[]>();

/**
 * The Chinese words of a text as the segmenter splits it, without little words (unless the run
 * is one character). Shared with later calls: not to be changed.
 */
export function cjkWords(text: string, runLength: number): string[] {
  const key = `${runLength > 1 ? "+" : "1"}${text}`;
  let out = segmented.get(key);
  if (out) return out;
  out = [];
  // Created on the first Chinese query only: building it costs a fresh isolate about 10 ms.
  segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
  for (const { segment } of segmenter.segment(text)) if (CJK.test(segment) && !(CJK_STOP.has(segment) && runLength > 1)) out.push(segment);
  if (segmented.size >= 256) segmented.clear();
  segmented.set(key, out);
  return out;
}

/** Builds the segmenter (and loads its dictionary) ahead of the first Chinese query. */
export function prepareSegmenter(): void {
  segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
  for (const _ of segmenter.segment("中文")) break;
}
