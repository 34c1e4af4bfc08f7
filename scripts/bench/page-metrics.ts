import zlib from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { observeVitals, readVitals, type Vitals } from "./vitals.ts";

export interface Bytes {
  raw: number;
  gzip: number;
  count: number;
}
type Kind = "html" | "css" | "js" | "font" | "image" | "other";
type KindBytes = Partial<Record<Kind, Bytes>>;
/**
 * What a first visit loaded; each record has a row only for the kinds the page fetched. The
 * app's scripts start by themselves when the browser is idle after the load (app/boot/boot.ts),
 * so the visit is measured in three steps: up to the load event (`firstLoad`, what competes
 * with the first paint), then until the app is live and the page quiet, with no input
 * (`beforeIntent`), then after a key press and a scroll to the end (`bytes`, everything).
 */
export interface PageMetrics {
  firstLoad: KindBytes;
  beforeIntent: KindBytes;
  bytes: KindBytes;
  foreign: string[];
  vitals: Vitals;
}

function kind(type: string, url: string): Kind {
  if (type === "document") return "html";
  if (type === "stylesheet") return "css";
  if (type === "script" || /\.m?js(\?|$)/.test(url)) return "js";
  if (type === "font") return "font";
  if (type === "image") return "image";
  return "other";
}

const PHASES = ["firstLoad", "beforeIntent", "bytes"] as const;

/** Starts the app at once as a reader's first intent does (a key that does nothing else), then waits until it is live. */
export async function bootApp(page: Page) {
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * What a first visit loads: bytes per kind (raw and gzip-compressed) before and after the
 * first intent, requests to other hosts, and lab Core Web Vitals. After the intent the page is
 * scrolled to the end so lazy parts load.
 */
export async function measurePage(
  browser: Browser,
  origin: string,
  path: string,
  { viewport = { width: 1365, height: 900 } } = {},
): Promise<PageMetrics> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: "rsbuild-visited", value: "1", url: origin }]);
  const page = await context.newPage();
  await page.addInitScript(observeVitals);
  const totals: Omit<PageMetrics, "foreign" | "vitals"> = { firstLoad: {}, beforeIntent: {}, bytes: {} };
  // The step a response belongs to, and every later one (they are cumulative).
  let phase = 0;
  const foreign: string[] = [];
  const pending: Promise<void>[] = [];
  // A script preloaded at the intent and then imported is one download: the second comes from the cache.
  const seen = new Set<string>();
  page.on("response", (res) => {
    const url = res.url();
    if (url.startsWith("data:") || seen.has(url)) return;
    seen.add(url);
    if (!url.startsWith(origin)) return void foreign.push(url);
    const k = kind(res.request().resourceType(), url);
    const steps = PHASES.slice(phase);
    pending.push(
      res.body().then(
        (body) => {
          const gzip = zlib.gzipSync(body, { level: 9 }).length;
          for (const step of steps) {
            const total = (totals[step][k] ??= { raw: 0, gzip: 0, count: 0 });
            total.raw += body.length;
            total.gzip += gzip;
            total.count++;
          }
        },
        () => undefined,
      ),
    );
  });
  page.on("requestfailed", (req) => !req.url().startsWith(origin) && !req.url().startsWith("data:") && foreign.push(req.url()));
  await page.goto(origin + path, { waitUntil: "load" });
  phase = 1;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForLoadState("networkidle");
  phase = 2;
  await bootApp(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const vitals = await page.evaluate(readVitals);
  await Promise.all(pending);
  await context.close();
  return { ...totals, foreign, vitals };
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
