import type { SearchEngine } from "./engine";
import { warmSteps } from "./warm";

/** What a request's context offers for work that goes on after its response (ExecutionContext's). */
export type WaitUntil = (promise: Promise<unknown>) => void;

const started = new WeakSet<SearchEngine>();
/** Queries being answered in this isolate (from their first step to reading their time). */
let answering = 0;

/** Marks a query being answered until the returned function is called: the warm-up waits meanwhile. */
export function answeringQuery(): () => void {
  answering++;
  let done = false;
  return () => {
    if (!done) (done = true), answering--;
  };
}

/** A timer turn (or a millisecond): requests that arrived meanwhile run before the next step. */
const turn = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The first step waits this long, so the answer of the request that loaded the engine is written first. */
export const WARM_START_MS = 20;

async function run(steps: Iterator<void>) {
  await turn(WARM_START_MS);
  do {
    await turn();
    // A query waits on timers too (to read the clock): a step must not run inside its time.
    while (answering > 0) await turn(1);
  } while (!steps.next().done);
}

/**
 * Warms a freshly loaded engine once, after the response of the request that loaded it, a
 * step per timer turn so the reader's next queries are not held up behind it. A fault is
 * logged in one line and leaves the engine as it was: queries do the same work themselves.
 */
export function warmInBackground(engine: SearchEngine, waitUntil: WaitUntil | undefined) {
  if (!waitUntil || started.has(engine)) return;
  started.add(engine);
  waitUntil(
    run(warmSteps(engine)).catch((e: unknown) => console.error(`search warm-up stopped: ${e instanceof Error ? e.message : String(e)}`)),
  );
}
