import type { Pending } from "./aggregate";
import { dayOf, type InsightsSink } from "./records";
import { statements } from "./statements";
import { enqueue } from "./window";

/** The part of a D1 binding the store uses (a fake in the unit tests). */
export type Database = Pick<D1Database, "prepare" | "batch">;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Writes a window's records as one batch. A batch is one transaction, so when it fails nothing
 * of it was stored: each record is then tried alone, once, and only those that fail again are
 * lost, one log line each.
 */
async function writeAll(db: Database, pending: readonly Pending[]): Promise<void> {
  try {
    await db.batch(statements(db, pending));
    return;
  } catch (error) {
    if (pending.length === 1) return console.warn(`insights: one ${pending[0].kind} record lost: ${reason(error)}`);
  }
  for (const item of pending) {
    try {
      await db.batch(statements(db, [item]));
    } catch (error) {
      console.warn(`insights: one ${item.kind} record lost: ${reason(error)}`);
    }
  }
}

/**
 * Records written after the answer (`waitUntil`), so no page or search waits for D1. An isolate's
 * records of a short window go to D1 together (window.ts): each D1 call has a fixed cost.
 */
export function d1Sink(db: Database | undefined, waitUntil: (p: Promise<unknown>) => void, now = Date.now): InsightsSink {
  const add = (item: Pending) => db && enqueue(db, item, waitUntil, writeAll);
  return {
    feedback: (record) => add({ kind: "feedback", record, day: dayOf(now()) }),
    search: (record) => add({ kind: "search", record, day: dayOf(now()) }),
  };
}
