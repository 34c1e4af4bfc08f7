import os from "node:os";
import { Worker } from "node:worker_threads";
import { drawCards } from "./draw.ts";
import type { PlannedCard } from "./inputs.ts";

/** Below this many cards, threads cost more to start (each loads satori and the fonts) than they save. */
const THREAD_THRESHOLD = 40;

/**
 * Draws the cards on one thread per core (two on CI's machine): a cold build draws ~390 cards at
 * ~45 ms of CPU each, which one thread would take ~18 s for. A few cards are drawn in-process.
 */
export async function drawInPool(cards: PlannedCard[], cacheDir: string): Promise<void> {
  const threads = Math.min(os.availableParallelism(), 4);
  if (cards.length < THREAD_THRESHOLD || threads < 2) return drawCards(cards, cacheDir);
  const shares = Array.from({ length: threads }, (_, i) => cards.filter((_, j) => j % threads === i));
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          // The thread runs TypeScript as the build does, through tsx: Node 20 does not apply an
          // `--import` of the worker's execArgv to its entry, so the entry registers tsx first.
          const entry = JSON.stringify(new URL("./draw-worker.ts", import.meta.url).href);
          const worker = new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${entry}); });`, {
            eval: true,
            workerData: { cards: share, cacheDir },
          });
          worker.once("error", reject);
          worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`cards: a drawing thread exited with ${code}`))));
        }),
    ),
  );
}
