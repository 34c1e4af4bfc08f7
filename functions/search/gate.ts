/**
 * One search call works at a time in an isolate; the others wait their turn, at most
 * `maxWaiting` of them (then `null`: the caller answers 429). With the call yielding between
 * its queries, a page request waits for one query at most, never for ten calls' work, and
 * only one call's results are in memory at once.
 */
export function createGate(maxWaiting: number) {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return function run<T>(task: () => Promise<T>): Promise<T> | null {
    if (waiting >= maxWaiting) return null;
    waiting++;
    const result = tail.then(() => {
      waiting--;
      return task();
    });
    tail = result.catch(() => undefined);
    return result;
  };
}
