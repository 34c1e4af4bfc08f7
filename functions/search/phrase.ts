// Punctuation-insensitive phrase matching: "server port" finds "server.port".

const NOT_WORD = "[^\\p{L}\\p{N}]+";
/** Compiled once: normalize runs for every re-ranked record's title. */
const NOT_WORD_ALL = new RegExp(NOT_WORD, "gu");
const HAS_NOT_WORD = new RegExp(NOT_WORD, "u");

/** Lowercase, with each run of characters other than letters and digits made one space. */
export const normalize = (s: string) => s.toLowerCase().replace(NOT_WORD_ALL, " ").trim();

/** One run of non-word characters starting exactly at `lastIndex`; compiled once, as a Unicode class is slow to compile. */
const NOT_WORD_AT = new RegExp(NOT_WORD, "uy");
const WORDS_ONLY = new RegExp(`^(?:(?!${NOT_WORD}).)+$`, "u");

/**
 * A test equal to `normalize(text).includes(phrase)` for a normalized phrase, run on the
 * lowercased text: each space of the phrase stands for one run of non-word characters. It
 * spares rewriting the text of every candidate record. The words are found in turn rather than
 * by a pattern built per query: compiling a Unicode pattern cost more than testing every record.
 */
export function phraseTest(phrase: string): (lowerText: string) => boolean {
  if (!phrase.includes(" ")) return (lowerText) => lowerText.includes(phrase);
  const plain = phrase.split(" ");
  if (!plain.every((w) => WORDS_ONLY.test(w))) return (lowerText) => normalize(lowerText).includes(phrase);
  // A text lacking one of the words cannot match, and most lack one: checked first.
  const longest = [...plain].sort((a, b) => b.length - a.length);
  return (lowerText) => longest.every((w) => lowerText.includes(w)) && holdsRun(lowerText, plain);
}

/**
 * Whether the words occur one after the other, each pair apart by one run of non-word
 * characters. As each word starts with a word character, the whole run is skipped.
 */
function holdsRun(text: string, words: string[]): boolean {
  for (let at = text.indexOf(words[0]); at >= 0; at = text.indexOf(words[0], at + 1)) {
    let end = at + words[0].length;
    let i = 1;
    for (; i < words.length; i++) {
      NOT_WORD_AT.lastIndex = end;
      if (!NOT_WORD_AT.test(text) || !text.startsWith(words[i], NOT_WORD_AT.lastIndex)) break;
      end = NOT_WORD_AT.lastIndex + words[i].length;
    }
    if (i === words.length) return true;
  }
  return false;
}

/** A Chinese run of the query found in the lowercased text (as in its normalized form: runs of letters only). */
export function runTest(run: string): (lowerText: string) => boolean {
  if (run.length < 2 || HAS_NOT_WORD.test(run)) return () => false;
  return (lowerText) => lowerText.includes(run);
}
