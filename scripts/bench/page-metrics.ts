import zlib from "node:zlib";
import type { Browser } from "@playwright/test";
import { observeVitals, readVitals, type Vitals } from "./vitals.ts";

export interface Bytes {
  raw: number;
  gzip: number;
  count: number;
}
type Kind = "html" | "css" | "js" | "font" | "image" | "other";
/** What a first visit loaded; `bytes` has a row only for the kinds the page fetched. */
export interface PageMetrics {
  bytes: Partial<Record<Kind, Bytes>>;
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

/**
 * What a first visit loads: bytes per kind (raw and gzip-compressed), requests to
 * other hosts, and lab Core Web Vitals. The page is scrolled to the end so lazy parts load.
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
  const totals: PageMetrics["bytes"] = {};
  const foreign: string[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (res) => {
    const url = res.url();
    if (url.startsWith("data:")) return;
    if (!url.startsWith(origin)) return void foreign.push(url);
    const k = kind(res.request().resourceType(), url);
    pending.push(
      res.body().then(
        (body) => {
          const total = (totals[k] ??= { raw: 0, gzip: 0, count: 0 });
          total.raw += body.length;
          total.gzip += zlib.gzipSync(body, { level: 9 }).length;
          total.count++;
        },
        () => undefined,
      ),
    );
  });
  page.on("requestfailed", (req) => !req.url().startsWith(origin) && !req.url().startsWith("data:") && foreign.push(req.url()));
  await page.goto(origin + path, { waitUntil: "networkidle" });
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
  return { bytes: totals, foreign, vitals };
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
