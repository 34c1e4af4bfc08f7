import { type Browser, chromium } from "@playwright/test";
import { chromiumLaunch } from "../chromium.ts";
import { ms } from "./format.ts";
import { assetsVersion, buildSecondSite } from "./second-build.ts";
import { percentile, startServer, type Server } from "./server.ts";
import { bootApp } from "./page-metrics.ts";

const TABS = 10;
const FROM = "/guide/start/quick-start";
const TO = "/guide/start/features";

async function openOldTab(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([{ name: "rsbuild-visited", value: "1", url: base }]);
  const page = await context.newPage();
  await page.goto(FROM);
  await bootApp(page);
  return page;
}

async function replace(server: Server, port: number, site: string): Promise<Server> {
  server.stop();
  await server.stopped;
  for (
    let i = 0;
    i < 100 &&
    (await fetch(`${server.base}/`).then(
      () => true,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100));
  return startServer(port, site);
}

/**
 * A reader's first click after a deploy, in a tab opened on the build before: the time from the
 * click on a sidebar link to the new page's heading on screen in the new build (the tab loads a
 * fresh document on the way). Ten tabs, each in its own browser context (no shared HTTP cache).
 */
export async function skewReport(port: number) {
  const second = await buildSecondSite();
  let server = await startServer(port);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const tabs = [];
    for (let i = 0; i < TABS; i++) tabs.push(await openOldTab(browser, server.base));
    server = await replace(server, port, second.site);
    const version = assetsVersion(second.site);
    const times: number[] = [];
    for (const page of tabs) {
      const start = performance.now();
      await page.locator(`nav.sidebar a[href='${TO}']`).click();
      await page.waitForFunction(
        ([to, v]) =>
          location.pathname === to &&
          (window as unknown as { __remixManifest?: { version: string } }).__remixManifest?.version === v &&
          document.querySelector("h1") !== null,
        [TO, version],
      );
      times.push(performance.now() - start);
    }
    console.log(
      `\nafter a deploy, click to the new page in an old tab (${TABS} tabs): median ${ms(percentile(times, 50))}, worst ${ms(Math.max(...times))}`,
    );
  } finally {
    await browser.close();
    server.stop();
    await server.stopped;
    second.remove();
  }
}
