// Punctuation-insensitive phrase matching: "server port" finds "server.port".

const NOT_WORD = "[^\\p{L}\\p{N}]+";
/** Compiled once: normalize runs for every re-ranked record's title. */
const NOT_WORD_ALL = new RegExp(NOT_WORD, "gu");
const HAS_NOT_WORD = new RegExp(NOT_WORD, "u");

/** Lowercase, with each run of characters other than letters and digits made one space. */
export const normalize = (s: string) => s.toLowerCase().replace(NOT_WORD_ALL, " ").trim();

/**
 * A test equal to `normalize(text).includes(phrase)` for a normalized phrase, run on the
 * lowercased text: each space of the phrase stands for one run of non-word characters. It
 * spares rewriting the text of every candidate record.
 */
export function phraseTest(phrase: string): (lowerText: string) => boolean {
  if (!phrase.includes(" ")) return (lowerText) => lowerText.includes(phrase);
  const plain = phrase.split(" ");
  // The pattern holds every word as is: a text lacking one cannot match, and most lack one.
  // Checking first, and building the Unicode pattern only when a text passes, spares most of a
  // long query's time.
  const longest = [...plain].sort((a, b) => b.length - a.length);
  let re: RegExp | undefined;
  const pattern = () => (re ??= new RegExp(plain.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(NOT_WORD), "u"));
  return (lowerText) => longest.every((w) => lowerText.includes(w)) && pattern().test(lowerText);
}

/** A Chinese run of the query found in the lowercased text (as in its normalized form: runs of letters only). */
export function runTest(run: string): (lowerText: string) => boolean {
  if (run.length < 2 || HAS_NOT_WORD.test(run)) return () => false;
  return (lowerText) => lowerText.includes(run);
}
