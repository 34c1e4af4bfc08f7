import { cjkWords } from "./segment";

/**
 * The character pairs of a Chinese run the segmenter found no word in (it gave the characters
 * one by one: 摇|树|优|化, 热|重|载), an unseen compound; none for a run it found a word in. The
 * index holds single characters: a record holding the pairs side by side holds the compound's
 * parts as written, where one holding its characters apart may not speak of it at all. A run of
 * two is its own pair, which the run itself already tests.
 */
export function unseenPairs(run: string): string[] {
  if (run.length < 3) return [];
  const words = cjkWords(run, run.length);
  if (words.join("") !== run || words.some((w) => w.length > 1)) return [];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < run.length; i++) pairs.push(run.slice(i, i + 2));
  return pairs;
}
