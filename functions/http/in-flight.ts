/** Requests this isolate is handling now. */
let handling = 0;

/** Counts a request as handled until the returned function is called (once; later calls do nothing). */
export function requestStarted(): () => void {
  handling++;
  let done = false;
  return () => {
    if (!done) (done = true), handling--;
  };
}

/** Whether a request is being handled: background work (the search warm-up) waits until none is. */
export const requestsInFlight = () => handling > 0;
