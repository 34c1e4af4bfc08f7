/**
 * One rebuild at a time, never losing a change: paths reported while a rebuild runs are
 * kept and rebuilt right after it, so the last save always wins, however fast saves come.
 * A short delay groups the events of one save (and of a find-and-replace over many files).
 * `idle()` resolves once nothing is pending or running: readers never see a half-built state.
 */
export interface Queue {
  add(paths: Iterable<string>): void;
  idle(timeout?: number): Promise<boolean>;
  busy(): boolean;
}

export function createQueue(
  rebuild: (batch: string[]) => Promise<unknown>,
  { delay = 25, onError = console.error }: { delay?: number; onError?: (error: unknown) => void } = {},
): Queue {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let waiters: (() => void)[] = [];

  const busy = () => running || pending.size > 0;

  function settle() {
    if (busy()) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  async function run() {
    timer = undefined;
    if (running) return;
    running = true;
    try {
      while (pending.size) {
        const batch = [...pending];
        pending.clear();
        try {
          await rebuild(batch);
        } catch (error) {
          onError(error);
        }
      }
    } finally {
      running = false;
      settle();
    }
  }

  return {
    add(paths) {
      for (const p of paths) pending.add(p);
      if (!pending.size) return;
      clearTimeout(timer);
      timer = setTimeout(run, delay);
    },
    /** Resolves when idle, or after `timeout` ms with a rebuild still going (the last complete state is served). */
    idle(timeout = 15_000) {
      if (!busy()) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timeoutId = setTimeout(() => resolve(false), timeout);
        waiters.push(() => {
          clearTimeout(timeoutId);
          resolve(true);
        });
      });
    },
    busy,
  };
}
