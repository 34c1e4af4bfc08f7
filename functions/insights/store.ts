import { aggregate, type Pending } from "./aggregate";
import { dayOf, type InsightsSink } from "./records";
import { enqueue } from "./window";

/** The part of a D1 binding the store uses (a fake in the unit tests). */
export type Database = Pick<D1Database, "prepare" | "batch">;

const FEEDBACK = "INSERT INTO feedback (day, path, lang, helpful, reason, comment, source) VALUES (?, ?, ?, ?, ?, ?, ?)";
/** One row per query, language, source and day: searches add to it, never a row of their own. */
const SEARCH = `INSERT INTO search_daily (day, lang, query, source, searches, no_result, opened_none) VALUES (?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (day, lang, query, source) DO UPDATE SET searches = searches + excluded.searches,
  no_result = no_result + excluded.no_result, opened_none = opened_none + excluded.opened_none`;
const CLICK = `INSERT INTO search_clicks (day, lang, query, position, clicks) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (day, lang, query, position) DO UPDATE SET clicks = clicks + excluded.clicks`;

/** The statements that add these records, run as one batch (one transaction): all land or none. */
function statements(db: Database, pending: readonly Pending[]): D1PreparedStatement[] {
  const { feedback, searches, clicks } = aggregate(pending);
  return [
    ...feedback.map(({ day, record: r }) =>
      db.prepare(FEEDBACK).bind(day, r.path, r.lang, r.helpful ? 1 : 0, r.reason, r.comment, r.source),
    ),
    ...searches.map((s) => db.prepare(SEARCH).bind(s.day, s.lang, s.query, s.source, s.searches, s.noResult, s.openedNone)),
    ...clicks.map((c) => db.prepare(CLICK).bind(c.day, c.lang, c.query, c.position, c.clicks)),
  ];
}

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
