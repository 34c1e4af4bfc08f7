import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

// A phone on a slow network gets the page in pieces, and the browser paints what it has parsed.
// A proxy in front of the worker holds the document back in the middle of the navbar (and of the
// landing hero) for a while: the first paint must still be whole, so nothing moves afterwards.
const STALL_MS = 700;
/** The document is cut before each of these: the navbar's tools after the search button, the hero's text. */
const CUTS = ['<div class="navbar-translations"', '<p class="hero-description"'];

type LayoutShift = PerformanceEntry & { value: number; sources: { node?: Node }[] };

function serveStalled(origin: string) {
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(origin + req.url, { headers: { cookie: req.headers.cookie ?? "" }, redirect: "manual" });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([k]) => !/^(content-encoding|content-length|transfer-encoding)$/.test(k)),
    );
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, headers);
    const text = body.toString("utf8");
    if (!upstream.headers.get("content-type")?.startsWith("text/html")) return void res.end(body);
    const cuts = CUTS.map((cut) => text.indexOf(cut)).filter((at) => at > 0);
    let from = 0;
    for (const at of cuts) {
      res.write(text.slice(from, at));
      from = at;
      await new Promise((r) => setTimeout(r, STALL_MS));
    }
    res.end(text.slice(from));
  });
  // Any free port: each test worker runs its own proxy.
  return new Promise<http.Server>((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let server: http.Server;
test.beforeAll(async ({ baseURL }) => {
  server = await serveStalled(baseURL!);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

for (const path of ["/", "/guide/start/quick-start", "/zh/guide/start/"]) {
  test(`a document that arrives in pieces paints without a layout shift: ${path}`, async ({ context, page }) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await context.addCookies([{ name: "rsbuild-visited", value: "1", url: origin }]);
    await page.addInitScript(() => {
      const w = window as typeof window & { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as LayoutShift[]) {
          w.__shifts.push(
            `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${e.sources.map((s) => (s.node as Element | undefined)?.className).join(", ")}`,
          );
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(origin + path, { waitUntil: "load" });
    await hydrated(page);
    expect(await page.evaluate(() => (window as typeof window & { __shifts: string[] }).__shifts)).toEqual([]);
  });
}
