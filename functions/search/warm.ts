import type { SearchEngine } from "./engine";

/** How many queries warm an engine up: enough for V8 to optimise the query path, about 0.2 s of CPU once per isolate. */
export const WARM_UP_QUERIES = 20;
/** The pause before each: the answer that loaded the index goes out first, and readers' queries get in between. */
const PAUSE_MS = 10;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Queries drawn from the index itself, spread over it: page titles (records holding every
 * word) and pairs of them (few records hold every word, so the optional-word path runs too).
 */
export function warmUpQueries(titles: string[], count = WARM_UP_QUERIES): string[] {
  const picked = titles.filter(Boolean);
  if (!picked.length) return [];
  const half = Math.ceil(count / 2);
  const at = (i: number) => picked[Math.floor((i * picked.length) / half) % picked.length];
  const out: string[] = [];
  for (let i = 0; i < half; i++) out.push(at(i));
  for (let i = 0; out.length < count; i++) out.push(`${at(i)} ${at(i + Math.ceil(half / 2))}`);
  return out;
}

/**
 * Runs the warm-up queries one per task. A fresh isolate runs the engine's code in V8's
 * interpreter until it is hot: its first twenty queries took 5 to 60 ms each where a warm
 * one takes 1 to 5, so the readers who came after the index load paid for it.
 */
export async function warmUp(engine: Pick<SearchEngine, "searchWithTotal">, queries: string[], pause = () => sleep(PAUSE_MS)) {
  for (const query of queries) {
    await pause();
    engine.searchWithTotal(query);
  }
}
