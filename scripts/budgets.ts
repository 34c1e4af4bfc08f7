// Checks the first-visit budgets of four pages against the built worker in wrangler dev:
// JavaScript and CSS (gzip), lab CLS and requests to other hosts. Prints every figure with its
// budget and exits non-zero on any breach. Run after `npm run build`.
// The worker bundle's 3 MiB gzip budget is checked by `npm run test:deploy` (scripts/deploy-dry-run.ts).
import { chromium } from "@playwright/test";
import { measurePage } from "./bench/page-metrics.ts";
import { startServer } from "./bench/server.ts";
import { chromiumLaunch } from "./chromium.ts";
import { checkPage } from "./quality/budgets.ts";
import { QUALITY_PAGES } from "./quality/pages.ts";

// BENCH_PORT lets two checkouts run side by side; the default stays clear of e2e's 8788.
const PORT = Number(process.env.BENCH_PORT ?? 8790);

const server = await startServer(PORT);
const browser = await chromium.launch(chromiumLaunch);
let breaches = 0;
try {
  console.log("first-visit budgets (gzip, KB = 1024 bytes):");
  for (const { name, path, layout } of QUALITY_PAGES) {
    const rows = checkPage(await measurePage(browser, server.base, path), layout);
    console.log(`  ${name} (${path})`);
    for (const row of rows) {
      console.log(`    ${row.ok ? "ok  " : "OVER"} ${row.what.padEnd(24)} ${row.value.padStart(9)}  budget ${row.budget}`);
      if (!row.ok && row.detail?.length) console.log(`         ${row.detail.join("\n         ")}`);
      if (!row.ok) breaches++;
    }
  }
  console.log("  worker bundle: 3 MiB gzip budget, checked by `npm run test:deploy`");
} finally {
  await browser.close();
  server.stop();
}
if (breaches > 0) {
  console.error(`${breaches} budget(s) breached`);
  process.exit(1);
}
console.log("all budgets met");
