import type { Env } from "../env";
import { deleteExpired } from "./retention";

/** The Cron Trigger (wrangler.toml's crons): insights older than the retention period go. */
export async function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  if (!env.INSIGHTS) return;
  const db = env.INSIGHTS;
  ctx.waitUntil(deleteExpired(db, controller.scheduledTime).then((n) => console.log(`insights: ${n} expired rows deleted`)));
}
