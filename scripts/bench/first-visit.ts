import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../chromium.ts";
import { ms } from "./format.ts";
import { modalCost } from "./modal.ts";
import { kb, type PageMetrics, measurePage } from "./page-metrics.ts";
import { startServer } from "./server.ts";
import { QUALITY_PAGES } from "../quality/pages.ts";

const KINDS = ["html", "css", "js", "font", "image"] as const;

function line(name: string, m: PageMetrics) {
  const part = (k: (typeof KINDS)[number]) => {
    const bytes = m.bytes[k];
    return bytes ? `${k} ${kb(bytes.gzip)} / ${kb(bytes.raw)}` : `${k} 0`;
  };
  const js = (bytes: PageMetrics["bytes"]) => kb(bytes.js?.gzip ?? 0);
  const steps = `js ${js(m.firstLoad)} to load, ${js(m.beforeIntent)} once live`;
  return `  ${name.padEnd(9)} ${KINDS.map(part).join(", ")} (${steps}); foreign ${m.foreign.length}; LCP ${ms(m.vitals.lcp)}, CLS ${m.vitals.cls.toFixed(3)}, TBT ${ms(m.vitals.tbt)}`;
}

/** Bytes and lab vitals of a first visit to the four pages the budgets check, and what the search modal adds. */
export async function firstVisit(port: number) {
  const server = await startServer(port);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    console.log("\nfirst visit, after the first intent and a scroll (gzip / raw; foreign = requests to other hosts):");
    for (const { name, path } of QUALITY_PAGES) console.log(line(name, await measurePage(browser, server.base, path)));
    console.log(`search modal JavaScript on first open: ${kb(await modalCost(browser, server.base))} gzip (goal under 40 KB)`);
  } finally {
    await browser.close();
    server.stop();
  }
}
