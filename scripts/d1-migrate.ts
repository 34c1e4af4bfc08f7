// Applies the D1 migrations (functions/insights/migrations/) to wrangler's local database before a local server
// starts: offline, and a fresh clone with no .wrangler state gets its tables the same way.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { wranglerEnv } from "./wrangler-env.ts";

/** The insights database's binding in wrangler.toml. */
export const INSIGHTS_BINDING = "INSIGHTS";

/**
 * One run normally takes about a second. Two started at the same moment on the same state
 * (two local servers starting together) once left one waiting forever after "Executing on local
 * database": past this, coreutils' `timeout` stops it with the workerd it started (its whole
 * process group), and it runs again.
 */
const MIGRATION_TIMEOUT_S = 30;
const ATTEMPTS = 2;
/** `timeout`'s exit status when it stopped the command (124), or had to kill it (137). */
const STOPPED = new Set([124, 137]);

/** Runs `wrangler d1 migrations apply --local` in `site` (state in `persistTo`, else .wrangler/state); throws if it fails. */
export function applyLocalMigrations(site = process.cwd(), persistTo?: string): void {
  const bin = path.join(site, "node_modules/.bin/wrangler");
  const args = ["d1", "migrations", "apply", INSIGHTS_BINDING, "--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync("timeout", ["-k", "5", String(MIGRATION_TIMEOUT_S), bin, ...args], {
      cwd: site,
      env: { ...wranglerEnv, CI: "true" },
      encoding: "utf8",
    });
    if (run.status === 0) return;
    const stalled = STOPPED.has(run.status ?? 0);
    if (!stalled || attempt === ATTEMPTS)
      throw new Error(`D1 migrations failed${stalled ? " (stalled)" : ""}:\n${run.stdout}\n${run.stderr}`);
    console.error(`D1 migrations stalled for ${MIGRATION_TIMEOUT_S} s; running them again`);
  }
}
