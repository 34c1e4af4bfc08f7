import puppeteer, { type Browser, type Page } from "puppeteer-core";
import type { Lang } from "../../app/shared/config/types.ts";
import { stringIn } from "../../app/shared/i18n/catalog.ts";
import { chromiumArgs, chromiumPath } from "../chromium.ts";
import { PHONE } from "./phone.ts";
import { startServer } from "./server.ts";
import { GOALS, meetsFirst, meetsLater, summarize } from "./tap-stats.ts";
import { BENCH_PAGES } from "./taps.ts";

// The phone menu's language link as Chromium really serves it: Playwright attaches to pages in a
// way that makes Chromium refuse to prerender (it fetches the page instead), so this one
// measurement drives the browser through Puppeteer, whose attachment leaves prerendering on.
// tap → the next document's first contentful paint (after its activation, for a prerendered page).

/**
 * In the next document: its first contentful paint (absolute time), its activation (0 when it was
 * not prerendered), the bytes fetched before that activation, and its HTML's fetch. Text, not a
 * function: tsx would wrap the inner functions in a helper the page does not have.
 */
const NEXT_PAGE = `new Promise((resolve) => new PerformanceObserver((list) => {
  const fcp = list.getEntriesByName("first-contentful-paint")[0];
  if (!fcp) return;
  const nav = performance.getEntriesByType("navigation")[0];
  const early = performance.getEntriesByType("resource").filter((r) => r.startTime < nav.activationStart);
  resolve({
    fcp: performance.timeOrigin + fcp.startTime,
    activation: nav.activationStart,
    bytes: nav.transferSize + early.reduce((sum, r) => sum + r.transferSize, 0),
    // The end of that frame's rendering on the main thread (Chromium), before it reaches the screen.
    frame: performance.timeOrigin + (fcp.paintTime ?? fcp.startTime),
  });
}).observe({ type: "paint", buffered: true }))`;

/** The window's size as the page saw it (headless Chromium keeps windows at least 500 px wide). */
let screenSeen = "";

/**
 * One phone load: menu opened, `pause` ms of reading, then the language link tapped. `live`: the
 * later tap, in the app's own menu once the app is live (a key that does nothing else starts it).
 */
async function once(browser: Browser, origin: string, path: string, lang: Lang, pause: number, live: boolean) {
  const context = await browser.createBrowserContext();
  try {
    await context.setCookie({ name: "rsbuild-visited", value: "1", domain: "127.0.0.1", path: "/" });
    const page = await context.newPage();
    await page.emulateCPUThrottling(PHONE.cpuSlowdown);
    await page.emulateNetworkConditions({
      latency: PHONE.latencyMs,
      download: (PHONE.downKbps * 1000) / 8,
      upload: (PHONE.upKbps * 1000) / 8,
    });
    await page.goto(origin + path, { waitUntil: "load" });
    screenSeen = await page.evaluate(() => `${innerWidth}×${innerHeight} CSS px at ${devicePixelRatio}×`);
    if (live) {
      await page.keyboard.press("Shift");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", { timeout: 20_000, polling: 100 });
    }
    await tap(page, `button[aria-label="${stringIn(lang, "nav.open")}"]`);
    const link = await page.waitForSelector(".nav-screen a[hreflang]", { visible: true });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await new Promise((r) => setTimeout(r, pause));
    const tapAt = page.evaluate(
      () => new Promise<number>((r) => addEventListener("pointerdown", (e) => r(performance.timeOrigin + e.timeStamp), true)),
    );
    // A prerendered page is activated before the touch's end is acknowledged: its session closes.
    await tap(page, link).catch((e: Error) => {
      if (!/Target closed/.test(e.message)) throw e;
    });
    const at = await tapAt;
    // The activation swaps the page's sessions: poll (a call into the closing one fails) until the next language shows.
    for (let i = 0; i < 200; i++) {
      const shown = await page.evaluate(() => document.documentElement.lang).catch(() => "");
      if (shown && !shown.startsWith(lang)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const next = (await page.evaluate(NEXT_PAGE)) as { fcp: number; frame: number; activation: number; bytes: number };
    return { ms: next.frame - at, paint: next.fcp - at, prerendered: next.activation > 0, bytes: next.bytes };
  } finally {
    await context.close();
  }
}

async function tap(page: Page, target: string | Awaited<ReturnType<Page["waitForSelector"]>>) {
  const el = typeof target === "string" ? await page.waitForSelector(target, { visible: true }) : target;
  const box = await el?.boundingBox();
  if (!box) throw new Error("nothing to tap");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Reading pauses between the menu showing and the tap, ms: at once, at a quick reader's pace (a look and a reach), and after a second's look. */
const PAUSES = (process.env.BENCH_LANG_PAUSES ?? "0,300,1000").split(",").map(Number);
/** The later tap, once the app is live, after the longest pause. */
const LIVE_PAUSE = Math.max(...PAUSES);
/** Which rounds run (BENCH_LANG_ROUNDS: `pre`, the pre-app menu; `live`, the app's); BENCH_TAP_PAGES narrows the pages. */
const ROUNDS = (process.env.BENCH_LANG_ROUNDS ?? "pre,live").split(",");

/** Prints, per page and reading pause, the median / worst tap → next page's first paint, and how many were prerendered. */
export async function langPrerenderReport(port: number, runs = Number(process.env.BENCH_TAP_RUNS ?? 3)) {
  const server = await startServer(port);
  // The phone's screen is the window itself, not an emulation: Chromium does not apply the
  // emulation to a prerendered page, which would then lay out again for the phone once shown.
  const { width, height } = PHONE.viewport;
  const screen = [`--window-size=${width},${height}`, `--force-device-scale-factor=${PHONE.deviceScaleFactor}`, "--touch-events=enabled"];
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...screen],
    headless: true,
    defaultViewport: null,
  });
  try {
    console.log(
      `language link in the phone menu, tap → the next page's first contentful frame rendered (paintTime) and on screen (first-contentful-paint), median / worst (${runs} loads each; menu-open cost = bytes fetched before activation):`,
    );
    const rounds = [
      ...(ROUNDS.includes("pre") ? PAUSES.map((pause) => ({ pause, live: false })) : []),
      ...(ROUNDS.includes("live") ? [{ pause: LIVE_PAUSE, live: true }] : []),
    ];
    const pages = BENCH_PAGES;
    const met: string[] = [];
    for (const { pause, live } of rounds) {
      let meeting = 0;
      for (const { path, lang } of pages) {
        const results = [];
        for (let i = 0; i < runs; i++) results.push(await once(browser, server.base, path, lang, pause, live));
        const ms = summarize(results.map((r) => r.ms));
        if (ms && (live ? meetsLater(ms) : meetsFirst(ms))) meeting++;
        const paint = summarize(results.map((r) => r.paint));
        const pre = results.filter((r) => r.prerendered);
        const kb = summarize(pre.map((r) => r.bytes / 1024))?.median ?? 0;
        console.log(
          `  ${path.padEnd(26)} ${live ? "app live, " : ""}pause ${String(pause).padStart(4)} ms: rendered ${ms?.median.toFixed(0)} / ${ms?.worst.toFixed(0)} ms, on screen ${paint?.median.toFixed(0)} / ${paint?.worst.toFixed(0)} ms, prerendered ${pre.length}/${runs}${pre.length ? `, ${kb.toFixed(1)} KB before activation` : ""}`,
        );
      }
      met.push(`${live ? "app live" : `pre-app, pause ${pause} ms`} ${meeting}/${pages.length}`);
    }
    console.log(
      `  goals met (rendered; first tap median ≤ ${GOALS.firstMedian} ms and worst ≤ ${GOALS.firstWorst} ms, later tap median ≤ ${GOALS.laterMedian} ms): ${met.join("; ")}`,
    );
    console.log(`(window ${screenSeen}; the throttling is set on the page read, Chromium may not apply it to the prerender)`);
  } finally {
    await browser.close();
    server.stop();
  }
}
