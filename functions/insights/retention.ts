import { dayOf } from "./records";
import type { Database } from "./database";

/** How long insights are kept: the privacy page states the same figure. */
export const RETENTION_DAYS = 180;

/** How long the ids of written windows are kept: a write is retried within a minute, never days. */
const WINDOW_ID_DAYS = 2;

/**
 * Deletes every row older than the retention period, and window ids older than two days (the
 * Cron Trigger's job); answers how many insights rows went.
 */
export async function deleteExpired(db: Database, now: number): Promise<number> {
  const cutoff = dayOf(now - RETENTION_DAYS * 86_400_000);
  const results = await db.batch([
    ...["feedback", "search_daily", "search_clicks"].map((table) => db.prepare(`DELETE FROM ${table} WHERE day < ?`).bind(cutoff)),
    db.prepare("DELETE FROM windows WHERE day < ?").bind(dayOf(now - WINDOW_ID_DAYS * 86_400_000)),
  ]);
  return results.slice(0, 3).reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
}
