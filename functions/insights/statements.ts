import { aggregate, type Pending } from "./aggregate";
import type { Database } from "./database";

/**
 * D1 refuses a statement binding more than 100 parameters ("Maximum bound parameters per query"
 * in Cloudflare's D1 limits; wrangler's local D1 answers "too many SQL variables" at 101 too).
 */
export const MAX_PARAMS = 100;

const FEEDBACK = "INSERT INTO feedback (day, path, lang, helpful, reason, comment, source) VALUES ";
/** One row per query, language, source and day: searches add to it, never a row of their own. */
const SEARCH = "INSERT INTO search_daily (day, lang, query, source, searches, no_result, opened_none) VALUES ";
const SEARCH_SUM = ` ON CONFLICT (day, lang, query, source) DO UPDATE SET searches = searches + excluded.searches,
  no_result = no_result + excluded.no_result, opened_none = opened_none + excluded.opened_none`;
const CLICK = "INSERT INTO search_clicks (day, lang, query, position, clicks) VALUES ";
const CLICK_SUM = " ON CONFLICT (day, lang, query, position) DO UPDATE SET clicks = clicks + excluded.clicks";

type Value = string | number | null;

/**
 * Rows as multi-row INSERTs of at most MAX_PARAMS parameters each: one statement per table for a
 * window of up to 14 answers or searches, where a statement per row cost more than the D1 call.
 */
export function multiRow(db: Database, head: string, rows: Value[][], tail = ""): D1PreparedStatement[] {
  if (rows.length === 0) return [];
  const perStatement = Math.floor(MAX_PARAMS / rows[0].length);
  const tuple = `(${rows[0].map(() => "?").join(", ")})`;
  const out: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    out.push(db.prepare(head + chunk.map(() => tuple).join(", ") + tail).bind(...chunk.flat()));
  }
  return out;
}

/**
 * The statements that add these records. aggregate() has merged rows of the same key, so no
 * upsert meets its own key twice within a statement: each conflict is with a row stored before.
 */
export function statements(db: Database, pending: readonly Pending[]): D1PreparedStatement[] {
  const { feedback, searches, clicks } = aggregate(pending);
  return [
    ...multiRow(
      db,
      FEEDBACK,
      feedback.map(({ day, record: r }) => [day, r.path, r.lang, r.helpful ? 1 : 0, r.reason, r.comment, r.source]),
    ),
    ...multiRow(
      db,
      SEARCH,
      searches.map((s) => [s.day, s.lang, s.query, s.source, s.searches, s.noResult, s.openedNone]),
      SEARCH_SUM,
    ),
    ...multiRow(
      db,
      CLICK,
      clicks.map((c) => [c.day, c.lang, c.query, c.position, c.clicks]),
      CLICK_SUM,
    ),
  ];
}
