import { chromium } from "@playwright/test";
import type { Lang } from "../../app/shared/config/types.ts";
import { chromiumLaunch } from "../chromium.ts";
import { PHONE } from "./phone.ts";
import { startServer } from "./server.ts";
import { CONTROLS } from "./tap-controls.ts";
import { QUERY, runOnce } from "./tap-run.ts";
import { GOALS, goalLine, type Outcome, type Row, searchTable, tapTable } from "./tap-stats.ts";

/**
 * The pages of issue 35: both homes, a guide page, a config page, the heaviest Chinese page by
 * HTML (scripts/quality/sweep-pages.json) and a release note.
 */
export const TAP_PAGES: { name: string; path: string; lang: Lang }[] = [
  { name: "home", path: "/", lang: "en" },
  { name: "zh home", path: "/zh/", lang: "zh" },
  { name: "guide", path: "/guide/start/quick-start", lang: "en" },
  { name: "config", path: "/config/server/port", lang: "en" },
  { name: "zh hooks", path: "/zh/plugins/dev/hooks", lang: "zh" },
  { name: "release", path: "/community/releases/v1-0", lang: "en" },
];

/**
 * Fresh loads per control and page (BENCH_TAP_RUNS, default 5); BENCH_TAP_PAGES narrows the
 * pages and BENCH_TAP_CONTROLS the controls (names, comma-separated).
 */
const runs = Number(process.env.BENCH_TAP_RUNS ?? 5);
const names = (v: string | undefined) => v?.split(",").map((s) => s.trim());
const only = names(process.env.BENCH_TAP_PAGES);
/** The bench pages this run measures (BENCH_TAP_PAGES), for every tap bench. */
export const BENCH_PAGES = TAP_PAGES.filter((p) => !only || only.includes(p.name));
const onlyControls = names(process.env.BENCH_TAP_CONTROLS);

/**
 * Tap → visible answer on a phone, for every first-tap control on each page: the first tap as
 * soon as the load event has fired, a later tap once the app is live, that tap's INP, and the
 * search's first key → first result. Runs go round the pages and controls, so a burst of load
 * on the machine spreads over all of them instead of one row.
 */
export async function tapReport(port: number) {
  // On a crowded machine wrangler dev has been seen to exit mid-bench: then another is started.
  let exited = false;
  const serve = async () => {
    const started = await startServer(port);
    exited = false;
    started.stopped.then(() => (exited = true));
    return started;
  };
  let server = await serve();
  const browser = await chromium.launch(chromiumLaunch);
  // Controls a page does not have, learnt from its first load, are not loaded for again.
  const absent = new Set<string>();
  const pages = BENCH_PAGES;
  const rows = new Map<string, Row>();
  const search = new Map<string, Outcome[]>();
  const started = Date.now();
  try {
    const { width, height } = PHONE.viewport;
    console.log(
      `\ntaps on a phone (${width}×${height} touch, ${PHONE.cpuSlowdown}× CPU, ${PHONE.latencyMs} ms RTT, ${PHONE.downKbps / 1000} Mbps down), ${runs} fresh loads each:`,
    );
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        for (const control of CONTROLS.filter((c) => !onlyControls || onlyControls.includes(c.name))) {
          const key = `${page.name}|${control.name}`;
          if (absent.has(key)) continue;
          if (exited) server = await serve();
          const result = await runOnce(browser, server.base, page.path, page.lang, control).catch((error: Error) => {
            if (!browser.isConnected()) throw error;
            console.error(`\n${page.name}, ${control.name}: run dropped (${error.message.split("\n")[0]})`);
            return null;
          });
          process.stderr.write(result ? "." : "-");
          if (result === undefined) absent.add(key);
          if (!result) continue;
          const row = rows.get(key) ?? { page: page.name, control: control.name, first: [], later: [], inp: [] };
          row.first.push(result.first);
          row.later.push(result.later);
          row.inp.push(result.inp);
          row.viaMenu ||= result.viaMenu;
          rows.set(key, row);
          if (result.results !== undefined) search.set(page.name, [...(search.get(page.name) ?? []), result.results]);
        }
      }
      // A long bench cut short still leaves figures: each round's on stderr.
      console.error(`\nafter ${run + 1} of ${runs} rounds:\n${tables(rows, search, pages)}`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(tables(rows, search, pages));
  console.log(
    `(hidden: not on screen to tap at that moment; none: no answer within 10 s; INP <16: under Event Timing's threshold; ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (!onlyControls || onlyControls.includes("language"))
    console.log(
      "(language: Chromium does not prerender for Playwright, so its rows show the page prefetched; the prerendered page readers get is measured by --only=prerender)",
    );
}

/** The figures so far, rows in the pages' and controls' order. */
function tables(rows: Map<string, Row>, search: Map<string, Outcome[]>, pages: typeof TAP_PAGES) {
  const order = (r: Row) => pages.findIndex((p) => p.name === r.page) * 100 + CONTROLS.findIndex((c) => c.name === r.control);
  const sorted = [...rows.values()].sort((a, b) => order(a) - order(b));
  const searchRows = [...search].map(([page, results]) => ({ page, results }));
  return [
    "tap → visible answer, median / worst ms (first tap: right after the load event; later tap: once the app is live):",
    tapTable(sorted),
    `search, first key of "${QUERY}" → first result on screen (median / worst ms, goal median ≤ ${GOALS.results}):`,
    searchTable(searchRows),
    goalLine(sorted, searchRows),
  ].join("\n");
}
