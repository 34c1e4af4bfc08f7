// Runs Lighthouse (mobile emulation, simulated throttling) on four pages of the built worker in
// wrangler dev with Debian's Chromium. Prints the performance, accessibility, best-practices and
// SEO scores per page and exits non-zero unless performance ≥ 95 and the other three are 100.
// Run after `npm run build`.
//
// Lighthouse itself runs under Node 22: see scripts/quality/lighthouse-cli.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./bench/server.ts";
import { checkScores, failingAudits } from "./quality/lighthouse.ts";
import { browserLang, type Lhr, lighthouse } from "./quality/lighthouse-cli.ts";
import { QUALITY_PAGES } from "./quality/pages.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8790);

// `--no-performance` checks accessibility, best practices and SEO only: those scores do not vary
// from run to run, so CI can gate on them (npm run test:lighthouse). The performance score moves
// with the machine's load (blocking time and paint are measured, then scaled), so it is the
// median of RUNS runs, and is checked by the full `npm run lighthouse`.
const withPerformance = !process.argv.includes("--no-performance");
const CATEGORIES = [...(withPerformance ? ["performance"] : []), "accessibility", "best-practices", "seo"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.displayValue ?? "?";
const metrics = (lhr: Lhr) =>
  `FCP ${metric(lhr, "first-contentful-paint")}, LCP ${metric(lhr, "largest-contentful-paint")}, TBT ${metric(lhr, "total-blocking-time")}, CLS ${metric(lhr, "cumulative-layout-shift")}, SI ${metric(lhr, "speed-index")}`;
const perfScore = (lhr: Lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/**
 * Every category once, then (with performance) performance alone RUNS − 1 more times; the
 * performance score is the median run's, reported with that run's audits.
 */
async function audit(url: string, outDir: string) {
  // The page's first render fills the edge cache, as it would be for readers of a deployed site.
  await fetch(url, { headers: { "accept-language": browserLang(url) } });
  const full = await lighthouse(url, CATEGORIES.join(","), outDir);
  if (!withPerformance) return { full, perf: null, categories: full.categories, perfScores: [] };
  const runs = [full];
  for (let i = 1; i < RUNS; i++) runs.push(await lighthouse(url, "performance", outDir));
  const perf = [...runs].sort((a, b) => perfScore(a) - perfScore(b))[Math.floor(runs.length / 2)];
  return { full, perf, categories: { ...full.categories, performance: perf.categories.performance }, perfScores: runs.map(perfScore) };
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
const server = await startServer(PORT);
let failures = 0;
try {
  const how = withPerformance ? `performance: median of ${RUNS} runs, ≥ 95; ` : "";
  console.log(`Lighthouse (mobile, simulated throttling; ${how}accessibility, best-practices, SEO: 100)`);
  for (const { name, path: pagePath } of QUALITY_PAGES) {
    const { full, perf, categories, perfScores } = await audit(server.base + pagePath, outDir);
    const rows = checkScores(categories, CATEGORIES);
    const scores = rows.map((r) => `${r.ok ? "" : "!"}${r.id} ${r.score ?? "n/a"}`).join(", ");
    console.log(`  ${name.padEnd(9)} ${pagePath.padEnd(26)} ${scores}`);
    if (perf) console.log(`            performance runs ${perfScores.join(" / ")}; median run: ${metrics(perf)}`);
    for (const warning of new Set([...(full.runWarnings ?? []), ...(perf?.runWarnings ?? [])]))
      console.log(`            warning: ${warning.slice(0, 160)}`);
    const failed = rows.filter((r) => !r.ok).map((r) => r.id);
    const lines = [
      ...failingAudits(
        perf ?? full,
        failed.filter((id) => id === "performance"),
      ),
      ...failingAudits(
        full,
        failed.filter((id) => id !== "performance"),
      ),
    ];
    for (const line of lines) console.log(`            ${line}`);
    failures += failed.length;
  }
} finally {
  server.stop();
  fs.rmSync(outDir, { recursive: true, force: true });
}
if (failures > 0) {
  console.error(`${failures} Lighthouse score(s) under the minimum`);
  process.exit(1);
}
console.log("all Lighthouse scores met");
