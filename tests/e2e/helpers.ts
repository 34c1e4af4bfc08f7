import fs from "node:fs";
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";

/** Holds every request whose URL matches `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Holds the app's scripts (not its stylesheet) until released, so "before the app is live" cannot race it. */
export const holdApp = (page: Page) => holdRequests(page, /\/build\/.+\.js$/);

/**
 * Holds the app's scripts; `modules()` lets all but the client entry through, `entry()` the
 * entry, which hydrates. Once `startedHydrating` resolves the boot has passed its last wait (it
 * waits while a panel is open): a panel opened then is open as the app goes live.
 */
export async function holdAppInTwo(page: Page) {
  const modules = await holdApp(page);
  // Registered last, so it answers first for the entry (a route's continue() skips the others).
  const entry = await holdRequests(page, /\/build\/entry\.client-[^/]+\.js$/);
  const startedHydrating = () => page.waitForFunction(() => "__remixRouteModules" in window);
  return { modules, entry, startedHydrating };
}

/** Marks the browser as visited so the locale redirect never interferes. */
export async function visited(context: BrowserContext, baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? "8788"}`) {
  await context.addCookies([{ name: "rsbuild-visited", value: "1", url: baseURL }]);
}

/**
 * Starts the app at once the way a reader's first intent does (else it starts when the browser
 * is idle after the load: see app/boot/boot.ts), with a key that does nothing else, then waits
 * until it is live.
 */
export async function hydrated(page: Page) {
  await page.waitForLoadState("domcontentloaded");
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
  // React attaches handlers during hydration; wait for it to finish.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Console errors, warnings (React hydration warnings among them) and uncaught errors. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Makes every localStorage call throw, as in some private modes. */
export const throwingStorage = () => {
  const fail = () => {
    throw new DOMException("storage disabled", "SecurityError");
  };
  Object.defineProperty(window, "localStorage", {
    get: fail,
    configurable: true,
  });
};

/** Chooses light or dark the way the theme toggle does: remix-themes stores it in a signed cookie, so the server renders it. */
export async function chooseTheme(context: BrowserContext, theme: "light" | "dark") {
  // The header the toggle's same-origin fetch carries: the action refuses other sites.
  const res = await context.request.post("/resources/theme", {
    data: { theme },
    headers: { "sec-fetch-site": "same-origin" },
  });
  if (!res.ok()) throw new Error(`theme ${theme}: ${res.status()}`);
}

/** Every page path listed in the running worker's /sitemap.xml (its absolute URLs use SITE_URL, not this origin). */
export async function sitemapPaths(request: APIRequestContext) {
  const res = await request.get("/sitemap.xml");
  if (res.status() !== 200) throw new Error(`/sitemap.xml: ${res.status()}`);
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The part of a list a shard takes: every `count`-th item from `index`, so shards get a mix of sections. */
export function shard<T>(items: T[], index: number, count: number) {
  return items.filter((_, i) => i % count === index);
}

/**
 * Fails unless the control is the topmost element at its centre, as a finger would meet it: a
 * plain click can pass while an overlay covers the target. Call it before clicking.
 */
export async function expectReachable(locator: Locator) {
  await expect(locator).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  const hit = () =>
    locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top === el || el.contains(top) ? "reachable" : `covered by ${top ? top.outerHTML.slice(0, 80) : "nothing (off screen)"}`;
    });
  await expect.poll(hit, { message: `${locator} is the topmost element at its centre` }).toBe("reachable");
}

/** A first visit shows the banner; a reader who dismissed it has the flag in local storage. */
export async function dismissBanner(page: Page) {
  await page.addInitScript(() => localStorage.setItem("rsbuild-banner-closed-rsbuild-2-0", "1"));
}

/** The deployed origin the build used (SITE_URL): canonical and hreflang links name it, whatever host served the page. */
export function builtSiteUrl(): string {
  return JSON.parse(fs.readFileSync(new URL("../../app/generated/manifest.json", import.meta.url), "utf8")).siteUrl;
}

/** A client-side navigation through the app's router, as a link click would start it (returns at once). */
export async function clientNavigate(page: Page, to: string) {
  await page.evaluate((path) => {
    void (
      window as unknown as {
        __remixRouter: { navigate(to: string): Promise<void> };
      }
    ).__remixRouter.navigate(path);
  }, to);
}

/** Holds the route data of `path` back for `ms`, so the navigation's loading state shows. */
export async function slowData(page: Page, path: string, ms = 900) {
  await page.route(`**${path}?_data=*`, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** Holds the route data of `path` back until the returned function is called. */
export async function holdData(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**${path}?_data=*`, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Waits until React has run the effects of its last commit: they are queued on a message channel before this one. */
export async function effectsFlushed(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

export interface RecordedAnimation {
  keyframes: { clipPath: string[] };
  options: { duration: number; pseudoElement: string };
}

/** Records every `Element.animate` call of the page from now on (`animations` reads them). */
export const recordAnimations = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __animations: unknown[] };
    const original = Element.prototype.animate;
    w.__animations = [];
    Element.prototype.animate = function (keyframes, options) {
      w.__animations.push({ keyframes, options });
      return original.call(this, keyframes, options);
    };
  });

export const animations = (page: Page) => page.evaluate(() => (window as unknown as { __animations: RecordedAnimation[] }).__animations);

/** Checks the theme switch's one circle: 400 ms, on the new view, from a point. */
export function expectThemeCircle(recorded: RecordedAnimation[]) {
  expect(recorded).toHaveLength(1);
  expect(recorded[0].options.duration).toBe(400);
  expect(recorded[0].options.pseudoElement).toBe("::view-transition-new(root)");
  expect(recorded[0].keyframes.clipPath[0]).toMatch(/^circle\(0px at/);
}
