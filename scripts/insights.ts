// `npm run insights`: what readers and agents searched and how they rated pages, for a period.
// Local database by default (wrangler's .wrangler/state), `--remote` for the deployed one.
//   --days=N (default 7) or --since=YYYY-MM-DD · --limit=N (default 20) · --json · --needs[=file]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { INSIGHTS_BINDING } from "./d1-migrate.ts";
import { formatReport } from "./insights/format.ts";
import { type Rows, needsOf, summarize } from "./insights/summary.ts";
import { wranglerEnv } from "./wrangler-env.ts";

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.split("=")[1];
const has = (name: string) => args.some((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const until = day(Date.now());
const since = option("since") ?? day(Date.now() - (Number(option("days") ?? 7) - 1) * 86_400_000);
if (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since))) {
  console.error(`--since must be a date such as 2026-01-31 (got ${since}), or --days a number of days`);
  process.exit(2);
}
const limit = Number(option("limit") ?? 20);

// The date is checked above, so it can be part of the statements (d1 execute binds no parameters).
const statements = [
  `SELECT lang, query, source, sum(searches) AS searches, sum(no_result) AS no_result, sum(opened_none) AS opened_none FROM search_daily WHERE day >= '${since}' GROUP BY lang, query, source`,
  `SELECT lang, query, position, sum(clicks) AS clicks FROM search_clicks WHERE day >= '${since}' GROUP BY lang, query, position`,
  `SELECT path, lang, helpful, reason, comment, source, day FROM feedback WHERE day >= '${since}' ORDER BY day`,
];
const where = has("remote") ? "--remote" : "--local";
const run = spawnSync(
  path.join(process.cwd(), "node_modules/.bin/wrangler"),
  ["d1", "execute", INSIGHTS_BINDING, where, "--json", "--command", statements.join(";\n")],
  { env: wranglerEnv, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
if (run.status !== 0) {
  console.error(`wrangler d1 execute ${where} failed:\n${run.stdout}${run.stderr}`);
  process.exit(1);
}
const [searches, clicks, feedback] = (JSON.parse(run.stdout) as { results: unknown[] }[]).map((r) => r.results);
const summary = summarize({ searches, clicks, feedback } as Rows, since, until, limit);

if (has("needs")) {
  const file = option("needs") ?? `.scratch/insights-needs-${until}.json`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(needsOf(summary), null, 2)}\n`);
  console.error(
    `${summary.noResult.length} no-result queries written to ${file}: add their pages, then move it to tests/fixtures/search-needs-extra/`,
  );
}
console.log(has("json") ? JSON.stringify(summary, null, 2) : formatReport(summary));
