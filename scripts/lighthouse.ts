// Runs Lighthouse (mobile emulation, simulated throttling) on the sweep's pages
// (scripts/quality/sweep-pages.json, chosen by `npm run sweep:pages`) of the built worker in
// wrangler dev with Debian's Chromium. Prints per page the scores, FCP, LCP, TBT, CLS and the
// bytes transferred, then the median and worst of each, and exits non-zero when a page's
// accessibility, best practices or SEO is under 100, a page's performance under 98, or the
// sweep misses a goal of SWEEP_GOALS. Run after `npm run build`.
//
// Lighthouse itself runs under Node 22: see scripts/quality/lighthouse-cli.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getOnOwnConnection } from "./bench/own-connection.ts";
import { probe, startServer } from "./bench/server.ts";
import { cjkFont } from "./quality/cjk-font.ts";
import { checkScores, failingAudits, pageFigures } from "./quality/lighthouse.ts";
import { browserLang, firstLine, type Lhr, lighthouse } from "./quality/lighthouse-cli.ts";
import { checkSweep, type PageFigures, summarize } from "./quality/sweep.ts";
import SWEEP from "./quality/sweep-pages.json" with { type: "json" };
import { warmPage } from "./quality/warm.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8790);

// `--no-performance` checks accessibility, best practices and SEO only: those scores do not vary
// from run to run, so CI can gate on them (npm run test:lighthouse). The performance score moves
// with the machine's load (blocking time and paint are measured, then scaled), so it is the
// median of RUNS runs per page, and is checked by the full `npm run lighthouse`. CI audits the
// pages marked `ci` (every layout, the budget pages, each language's heaviest page) to keep
// its time: a Lighthouse run is 10–20 s.
const withPerformance = !process.argv.includes("--no-performance");
const CATEGORIES = [...(withPerformance ? ["performance"] : []), "accessibility", "best-practices", "seo"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = withPerformance ? SWEEP : SWEEP.filter((p) => p.ci);

/**
 * Every category once, then (with performance) performance alone RUNS − 1 more times; the
 * performance figures are the median run's (by score).
 */
async function audit(url: string, outDir: string) {
  // The page's first render fills the edge cache, as it would be for readers of a deployed site.
  await warm(url);
  const full = await lighthouse(url, CATEGORIES.join(","), outDir);
  if (!withPerformance) return { full, perf: null, categories: full.categories, perfScores: [] };
  const runs = [full];
  for (let i = 1; i < RUNS; i++) runs.push(await lighthouse(url, "performance", outDir));
  const score = (lhr: Lhr) => pageFigures(lhr).score;
  const perf = [...runs].sort((a, b) => score(a) - score(b))[Math.floor(runs.length / 2)];
  return { full, perf, categories: { ...full.categories, performance: perf.categories.performance }, perfScores: runs.map(score) };
}

/** The page fetched once before its audit (`quality/warm.ts`), on a connection of its own. */
const warm = (url: string) =>
  warmPage(
    url,
    (timeout) => getOnOwnConnection(url, { "accept-language": browserLang(url) }, timeout),
    () => probe(url),
    (line) => console.log(`            ${line}`),
  );

const ms = (n: number) => `${Math.round(n)}`.padStart(5);
const kb = (n: number) => `${(n / 1024).toFixed(0)}`.padStart(4);
const figuresLine = (f: PageFigures) =>
  `${String(f.score).padStart(3)} ${ms(f.fcp)} ${ms(f.lcp)} ${ms(f.tbt)} ${f.cls.toFixed(3).padStart(6)} ${kb(f.bytes)}`;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
const server = await startServer(PORT);
const figures: PageFigures[] = [];
let failures = 0;
try {
  const how = withPerformance ? `performance: median of ${RUNS} runs, ≥ 98 per page; ` : "";
  console.log(`Lighthouse on ${PAGES.length} pages (mobile, simulated throttling; ${how}accessibility, best-practices, SEO: 100)`);
  if (withPerformance) {
    const font = cjkFont();
    console.log(
      font
        ? `  Chinese text drawn with ${font}, as on a phone`
        : "  WARNING: no CJK font (Debian: fonts-noto-cjk): Chinese pages pay a font fallback no phone pays",
    );
    console.log(`  ${"page".padEnd(40)} ${"perf   FCP   LCP   TBT    CLS   KB".padStart(0)}`);
  }
  for (const { path: pagePath } of PAGES) {
    // A page that cannot be audited (no answer, or Lighthouse failing twice) costs that page, not the sweep.
    const result = await audit(server.base + pagePath, outDir).catch((error: Error) => error);
    if (result instanceof Error) {
      console.log(`  ${pagePath.padEnd(40)} MISS: no audit (${firstLine(result)})`);
      failures++;
      continue;
    }
    const { full, perf, categories, perfScores } = result;
    const rows = checkScores(categories, CATEGORIES);
    const failed = rows.filter((r) => !r.ok).map((r) => r.id);
    if (perf) {
      const f = pageFigures(perf);
      figures.push(f);
      console.log(`  ${pagePath.padEnd(40)} ${figuresLine(f)}   runs ${perfScores.join("/")}`);
    }
    const others = rows.filter((r) => r.id !== "performance");
    if (!perf || others.some((r) => !r.ok))
      console.log(`  ${pagePath.padEnd(40)} ${others.map((r) => `${r.ok ? "" : "!"}${r.id} ${r.score ?? "n/a"}`).join(", ")}`);
    for (const warning of new Set([...(full.runWarnings ?? []), ...(perf?.runWarnings ?? [])]))
      console.log(`            warning: ${warning.slice(0, 160)}`);
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
  if (withPerformance) {
    const row = (name: string, pick: (s: ReturnType<typeof summarize>) => number) => {
      const of = (key: keyof PageFigures, worse: "high" | "low") =>
        pick(
          summarize(
            figures.map((f) => f[key]),
            worse,
          ),
        );
      return `  ${name.padEnd(40)} ${figuresLine({ score: of("score", "low"), fcp: of("fcp", "high"), lcp: of("lcp", "high"), tbt: of("tbt", "high"), cls: of("cls", "high"), bytes: of("bytes", "high") })}`;
    };
    console.log(row("median", (s) => s.median));
    console.log(row("worst", (s) => s.worst));
    for (const goal of checkSweep(figures)) {
      console.log(`  ${goal.ok ? "ok  " : "MISS"} ${goal.what.padEnd(20)} ${goal.value.padStart(8)}  goal ${goal.goal}`);
      if (!goal.ok) failures++;
    }
  }
} finally {
  server.stop();
  fs.rmSync(outDir, { recursive: true, force: true });
}
if (failures > 0) {
  console.error(`${failures} Lighthouse score(s) or goal(s) missed`);
  process.exit(1);
}
console.log("all Lighthouse scores met");
