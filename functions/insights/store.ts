import type { Pending } from "./aggregate";
import { dayOf, type InsightsSink } from "./records";
import { enqueue } from "./window";
import { writeWindow } from "./write";
import type { Database } from "./database";

/**
 * Records written after the answer (`waitUntil`), so no page or search waits for D1. An isolate's
 * records of a short window go to D1 together (window.ts, write.ts): each D1 call has a fixed cost.
 */
export function d1Sink(db: Database | undefined, waitUntil: (p: Promise<unknown>) => void, now = Date.now): InsightsSink {
  const add = (item: Pending) => db && enqueue(db, item, waitUntil, writeWindow);
  return {
    feedback: (record) => add({ kind: "feedback", record, day: dayOf(now()) }),
    search: (record) => add({ kind: "search", record, day: dayOf(now()) }),
  };
}
