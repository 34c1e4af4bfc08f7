import type { SearchEngine } from "./engine";
import { warmSteps } from "./warm";

/** What a request's context offers for work that goes on after its response (ExecutionContext's). */
export type WaitUntil = (promise: Promise<unknown>) => void;

const started = new WeakSet<SearchEngine>();
/** A timer turn (or a millisecond): requests that arrived meanwhile run before the next step. */
const turn = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The first step waits this long, so the answer of the request that loaded the engine is written first. */
export const WARM_START_MS = 20;

/**
 * An isolate that is never idle gives the warm-up up after this long: work after a response
 * may run 30 s at most, and the queries do the same work themselves.
 */
export const WARM_GIVE_UP_MS = 20_000;

/** The longest wait between two looks at a busy isolate. */
export const MAX_POLL_MS = 16;

async function run(steps: Iterator<void>, busy: () => boolean) {
  const end = Date.now() + WARM_GIVE_UP_MS;
  await turn(WARM_START_MS);
  do {
    await turn();
    // Requests go first: a step started while one waits on I/O or a timer (a query reading its
    // clock) would hold it up, and be counted in a query's time.
    // Polled soon at first, to use the short gaps between requests, then less and less often:
    // a long busy spell would otherwise wake the isolate a thousand times a second.
    for (let wait = 1; busy(); wait = Math.min(wait * 2, MAX_POLL_MS)) {
      if (Date.now() > end) return;
      await turn(wait);
    }
  } while (!steps.next().done);
}

/**
 * Warms a freshly loaded engine once, after the response of the request that loaded it, a
 * step per timer turn so the reader's next queries are not held up behind it. A fault is
 * logged in one line and leaves the engine as it was: queries do the same work themselves.
 * `busy` says whether a request is being answered (the pipeline's count, http/in-flight.ts).
 */
export function warmInBackground(engine: SearchEngine, waitUntil: WaitUntil | undefined, busy: () => boolean) {
  if (!waitUntil || started.has(engine)) return;
  started.add(engine);
  waitUntil(
    run(warmSteps(engine), busy).catch((e: unknown) =>
      console.error(`search warm-up stopped: ${e instanceof Error ? e.message : String(e)}`),
    ),
  );
}
