import zlib from "node:zlib";
import type { Browser } from "@playwright/test";
import { bootApp } from "./page-metrics.ts";

/** JavaScript (gzip) the search modal adds when first opened on a doc page. */
export async function modalCost(browser: Browser, origin: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: "rsbuild-visited", value: "1", url: origin }]);
  const page = await context.newPage();
  let opened = false;
  let js = 0;
  const pending: Promise<unknown>[] = [];
  page.on("response", (res) => {
    if (!opened || !/\.js(\?|$)/.test(res.url())) return;
    pending.push(
      res.body().then(
        (b) => (js += zlib.gzipSync(b, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  await page.goto(`${origin}/guide/start/`, { waitUntil: "networkidle" });
  await bootApp(page);
  opened = true;
  await page.keyboard.press("Control+k");
  await page.waitForSelector(".search-input");
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  await context.close();
  return js;
}
