/**
 * Calls fn at most once per `wait` ms, on the leading edge and once more on the
 * trailing edge with the latest arguments, so the final scroll position is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  if (typeof fn !== "function") throw new TypeError("Expected a function");
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
      pending = undefined;
    }, remaining);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
