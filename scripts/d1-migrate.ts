// Applies the D1 migrations (functions/insights/migrations/) to wrangler's local database before a local server
// starts: offline, and a fresh clone with no .wrangler state gets its tables the same way.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { wranglerEnv } from "./wrangler-env.ts";

/** The insights database's binding in wrangler.toml. */
export const INSIGHTS_BINDING = "INSIGHTS";

/** Runs `wrangler d1 migrations apply --local` in `site` (state in `persistTo`, else .wrangler/state); throws if it fails. */
export function applyLocalMigrations(site = process.cwd(), persistTo?: string): void {
  const bin = path.join(site, "node_modules/.bin/wrangler");
  const args = ["d1", "migrations", "apply", INSIGHTS_BINDING, "--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  const run = spawnSync(bin, args, { cwd: site, env: { ...wranglerEnv, CI: "true" }, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`D1 migrations failed:\n${run.stdout}\n${run.stderr}`);
}
