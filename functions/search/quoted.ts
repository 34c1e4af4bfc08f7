import { isFiller } from "./core/filler";
import { EN_STOP } from "./core/stop-words";
import type { SearchRecord } from "~/shared/search/types";

// A reader pastes an error line as the console printed it, with its own file names, ports and
// prefixes ("Uncaught ReferenceError: process is not defined at main.js:12"): the page answering
// it quotes the message in a heading, with other example values. Neither holds the other whole.

/** Latin words as a reader types them: lowercased, "can't" as cant (as the problem words are read). */
const latinWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/(\w)'(\w)/g, "$1$2")
    .match(/[a-z0-9]+/g) ?? [];

/** The words of a message that tell it apart: no little, framing or number words (ports and chunk ids are examples). */
const telling = (quote: string) => [...new Set(latinWords(quote).filter((w) => !EN_STOP.has(w) && !isFiller(w) && !/^\d+$/.test(w)))];

const QUOTE = /"([^"]+)"|“([^”]+)”/g;

/**
 * The messages a record's own heading quotes ("process is not defined" in the browser), as
 * their telling words; only those of two words or more ("$ is not defined" tells nothing).
 */
export function quotedIn(record: SearchRecord): string[][] {
  const { hierarchy } = record;
  const heading = hierarchy.lvl6 ?? hierarchy.lvl5 ?? hierarchy.lvl4 ?? hierarchy.lvl3 ?? hierarchy.lvl2;
  if (!heading || record.type === "lvl1") return [];
  const quotes: string[][] = [];
  for (const m of heading.matchAll(QUOTE)) {
    const words = telling(m[1] ?? m[2]);
    if (words.length >= 2) quotes.push(words);
  }
  return quotes;
}

/** Of a quoted message, the share of its telling words the query must hold (and two at least): two thirds. */
const SHARE = { of: 3, held: 2 };

/** For one query, whether it quotes one of a record's messages: most of its telling words. */
export function quotes(query: string): (messages: string[][]) => boolean {
  const words = new Set(latinWords(query));
  if (words.size < 2) return () => false;
  return (messages) =>
    messages.some((message) => {
      let held = 0;
      for (const w of message) if (words.has(w)) held++;
      return held >= 2 && SHARE.of * held >= SHARE.held * message.length;
    });
}
