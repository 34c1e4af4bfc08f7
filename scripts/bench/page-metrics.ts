import zlib from "node:zlib";

/** Debian's Chromium, kept off the network this machine does not have. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
};

/** Collects layout shifts, the largest contentful paint and long tasks from page start. */
const observe = () => {
  const w = window;
  w.__vitals = { cls: 0, lcp: 0, tbt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__vitals.cls += e.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) w.__vitals.lcp = last.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__vitals.tbt += Math.max(0, e.duration - 50);
  }).observe({ type: "longtask", buffered: true });
};

function kind(type, url) {
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
export async function measurePage(browser, origin, path, { viewport = { width: 1365, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: "rsbuild-visited", value: "1", url: origin }]);
  const page = await context.newPage();
  await page.addInitScript(observe);
  const totals = {};
  const foreign = [];
  const pending = [];
  page.on("response", (res) => {
    const url = res.url();
    if (url.startsWith("data:")) return;
    if (!url.startsWith(origin)) return void foreign.push(url);
    const k = kind(res.request().resourceType(), url);
    pending.push(
      res.body().then(
        (body) => {
          totals[k] ??= { raw: 0, gzip: 0, count: 0 };
          totals[k].raw += body.length;
          totals[k].gzip += zlib.gzipSync(body, { level: 9 }).length;
          totals[k].count++;
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
  const vitals = await page.evaluate(() => window.__vitals);
  await Promise.all(pending);
  await context.close();
  return { bytes: totals, foreign, vitals };
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
