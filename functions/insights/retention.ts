import { dayOf } from "./records";
import type { Database } from "./store";

/** How long insights are kept: the privacy page states the same figure. */
export const RETENTION_DAYS = 180;

/** Deletes every row older than the retention period (the Cron Trigger's job). */
export async function deleteExpired(db: Database, now: number): Promise<number> {
  const cutoff = dayOf(now - RETENTION_DAYS * 86_400_000);
  const results = await db.batch(
    ["feedback", "search_daily", "search_clicks"].map((table) => db.prepare(`DELETE FROM ${table} WHERE day < ?`).bind(cutoff)),
  );
  return results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
}
