import { dayOf, type FeedbackRecord, type InsightsSink, type SearchRecord } from "./records";

/** The part of a D1 binding the store uses (a fake in the unit tests). */
export type Database = Pick<D1Database, "prepare" | "batch">;

const FEEDBACK = "INSERT INTO feedback (day, path, lang, helpful, reason, comment, source) VALUES (?, ?, ?, ?, ?, ?, ?)";
/** One row per query, language, source and day: a search adds to it, never a row of its own. */
const SEARCH = `INSERT INTO search_daily (day, lang, query, source, searches, no_result, opened_none) VALUES (?, ?, ?, ?, 1, ?, ?)
  ON CONFLICT (day, lang, query, source) DO UPDATE SET searches = searches + 1,
  no_result = no_result + excluded.no_result, opened_none = opened_none + excluded.opened_none`;
const CLICK = `INSERT INTO search_clicks (day, lang, query, position, clicks) VALUES (?, ?, ?, ?, 1)
  ON CONFLICT (day, lang, query, position) DO UPDATE SET clicks = clicks + 1`;

export function feedbackStatement(db: Database, r: FeedbackRecord, now: number) {
  return db.prepare(FEEDBACK).bind(dayOf(now), r.path, r.lang, r.helpful ? 1 : 0, r.reason, r.comment, r.source);
}

/** A search's statements, run as one batch (one transaction): its count and its click land together or not at all. */
export function searchStatements(db: Database, r: SearchRecord, now: number) {
  const day = dayOf(now);
  // An agent opens nothing the server sees, so only readers count as having opened nothing.
  const openedNone = r.source === "reader" && r.position === null ? 1 : 0;
  const count = db.prepare(SEARCH).bind(day, r.lang, r.query, r.source, r.hits === 0 ? 1 : 0, openedNone);
  return r.position === null ? [count] : [count, db.prepare(CLICK).bind(day, r.lang, r.query, r.position)];
}

/**
 * Records written after the answer (`waitUntil`), so no page or search waits for D1. A failed
 * write loses that one record and logs one line; nothing is retried.
 */
export function d1Sink(db: Database | undefined, waitUntil: (p: Promise<unknown>) => void, now = Date.now): InsightsSink {
  const run = (what: string, write: (db: Database) => Promise<unknown>) => {
    if (!db) return;
    waitUntil(
      write(db).catch((error: unknown) =>
        console.warn(`insights: one ${what} record lost: ${error instanceof Error ? error.message : String(error)}`),
      ),
    );
  };
  return {
    feedback: (r) => run("feedback", (db) => feedbackStatement(db, r, now()).run()),
    search: (r) => run("search", (db) => db.batch(searchStatements(db, r, now()))),
  };
}
