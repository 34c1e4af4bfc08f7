import { expect, test, type Page } from "@playwright/test";
import { SHOWN_SCREENS } from "../../app/boot/prepare";
import { holdApp, hydrated, visited, watchConsole } from "./helpers";

// The phone menu's language link is prerendered once the menu is open (app/lib/speculation-rules.ts),
// before the app is live and after. Chromium does not prerender while DevTools is attached (as
// here; it fetches the page instead), so the test reads what the rules ask for: the browser's own
// list of prerender candidates, through the DevTools Preload domain.
test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));
test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

const PAGE = "/guide/start/quick-start";
const OTHER = "/zh/guide/start/quick-start";

/** The paths Chromium currently holds as prerender candidates of the page (latest list). */
async function prerenderCandidates(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  let paths: string[] = [];
  type Sources = { preloadingAttemptSources: { key: { action: string; url: string } }[] };
  cdp.on("Preload.preloadingAttemptSourcesUpdated", (e: Sources) => {
    paths = e.preloadingAttemptSources.filter((s) => s.key.action === "Prerender").map((s) => new URL(s.key.url).pathname);
  });
  await cdp.send("Preload.enable");
  return () => paths;
}

test("the menu's language link is prerendered once the menu opens, before the app and once live", async ({ page }) => {
  const problems = watchConsole(page);
  const candidates = await prerenderCandidates(page);
  const release = await holdApp(page);
  await page.goto(PAGE);
  const menu = page.getByRole("button", { name: "Open navigation" });
  const link = page.getByRole("dialog", { name: "Main navigation" }).getByRole("link", { name: "简体中文" });
  // Nothing while the page only loads (the closed menu's link is not rendered).
  await page.waitForTimeout(300);
  expect(candidates()).toEqual([]);
  await menu.tap();
  await expect(link).toBeVisible();
  await expect.poll(candidates).toEqual([OTHER]);
  await page.keyboard.press("Escape");
  await expect.poll(candidates).toEqual([]);

  // Once live the hamburger opens the app's menu; its language link loads a new document, the prerendered one.
  release();
  await hydrated(page);
  await menu.tap();
  await expect(link).toBeVisible();
  await expect.poll(candidates).toEqual([OTHER]);
  await link.tap();
  await expect(page).toHaveURL(OTHER);
  // A document of its own (a client-side navigation would keep the first document's entry).
  expect(await page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0].name).pathname)).toBe(OTHER);
  expect(problems).toEqual([]);
});

/** The paths Chromium has tried to prerender (it refuses here, see above, but tries only when a rule fires). */
async function prerenderAttempts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const paths: string[] = [];
  cdp.on("Preload.prerenderStatusUpdated", (e: { key: { url: string } }) => paths.push(new URL(e.key.url).pathname));
  await cdp.send("Preload.enable");
  return { cdp, attempts: () => [...new Set(paths)] };
}

test("the press that opens the menu starts the prerender, and the menu's own link keeps it", async ({ page }) => {
  const candidates = await prerenderCandidates(page);
  const { cdp, attempts } = await prerenderAttempts(page);
  await holdApp(page);
  await page.goto(PAGE);
  const box = await page.getByRole("button", { name: "Open navigation" }).boundingBox();
  if (!box) throw new Error("no menu button");
  await page.waitForTimeout(300);
  expect(attempts()).toEqual([]);
  // The finger is down, the menu not open yet: the prerender is under way already, and the
  // navbar's link that carries it is nowhere a reader or a screen reader meets it.
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }],
  });
  await expect.poll(attempts).toEqual([OTHER]);
  expect(await page.getByRole("dialog", { name: "Main navigation" }).isVisible()).toBe(false);
  expect(await page.getByRole("link", { name: /简体中文/ }).count()).toBe(0);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect(page.getByRole("dialog", { name: "Main navigation" }).getByRole("link", { name: "简体中文" })).toBeVisible();
  // Past the press's second the open menu's link holds the prerender; closed, nothing does.
  await page.waitForTimeout(1200);
  expect(candidates()).toEqual([OTHER]);
  await page.keyboard.press("Escape");
  await expect.poll(candidates).toEqual([]);
});

test("a prerendered page fetches none of the app's scripts until it is shown, then starts", async ({ page }) => {
  // Chromium will not prerender here (see above): the page is told it is prerendering, as it would be.
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(document, "prerendering", { get: () => prerendering });
    (window as unknown as { show: () => void }).show = () => {
      prerendering = false;
      document.dispatchEvent(new Event("prerenderingchange"));
    };
  });
  const scripts: string[] = [];
  page.on("request", (r) => /\/build\/.*\.js$/.test(r.url()) && scripts.push(r.url()));
  await page.goto(PAGE, { waitUntil: "load" });
  await page.waitForTimeout(1000);
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await page.evaluate(() => (window as unknown as { show: () => void }).show());
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(scripts.length).toBeGreaterThan(0);
});

test("a prerendered page renders its first screen while it waits, and shows it before fetching the app", async ({ page }) => {
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(document, "prerendering", { get: () => prerendering });
    const w = window as unknown as { show: () => number; flushes: number; preloads: number };
    w.flushes = 0;
    // Counted as they are added: the boot removes them again once the modules are in.
    w.preloads = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes) if (node instanceof HTMLLinkElement && node.rel === "modulepreload") w.preloads++;
    }).observe(document, { childList: true, subtree: true });
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetHeight")?.get;
    Object.defineProperty(HTMLElement.prototype, "offsetHeight", {
      get() {
        if (this === document.body && prerendering) w.flushes++;
        return height?.call(this);
      },
    });
    // Shown, then what the page has asked for in the same task.
    w.show = () => {
      prerendering = false;
      document.dispatchEvent(new Event("prerenderingchange"));
      return document.querySelectorAll("link[rel=modulepreload]").length;
    };
  });
  await page.goto(PAGE, { waitUntil: "load" });
  await page.waitForTimeout(1000);
  const parts = await page.evaluate(
    (screens) =>
      [...document.querySelectorAll<HTMLElement>(".prose :is(.doc-section, .code-block)")].map((el) => ({
        near: el.getClientRects().length > 0 && el.getBoundingClientRect().top <= innerHeight * screens,
        rendered: el.style.contentVisibility === "visible",
      })),
    SHOWN_SCREENS,
  );
  // Everything the browser renders once the page shows (the next test checks that margin), nothing further.
  expect(parts.filter((p) => p.near).every((p) => p.rendered)).toBe(true);
  expect(parts.filter((p) => p.rendered).length).toBeGreaterThan(0);
  expect(parts.some((p) => !p.near && !p.rendered)).toBe(true);
  // Style and layout kept current while it waits (the browser changes them and renders no frame).
  expect(await page.evaluate(() => (window as unknown as { flushes: number }).flushes)).toBeGreaterThanOrEqual(3);
  // Shown: the frame comes first, the app's preload after it.
  expect(await page.evaluate(() => (window as unknown as { show: () => number }).show())).toBe(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { preloads: number }).preloads)).toBeGreaterThan(0);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
});

test("the margin a prerendered page prepares is the one Chromium renders in a shown page's frame", async ({ page }) => {
  await holdApp(page);
  await page.goto(PAGE, { waitUntil: "load" });
  // A section far down the page, brought to a given distance below the viewport's top (in screens):
  // is its content rendered in the next frames, or skipped (`content-visibility: auto`)?
  const renderedAt = (screens: number) =>
    page.evaluate(async (at) => {
      const el = [...document.querySelectorAll<HTMLElement>(".prose .doc-section")].find((s) => s.offsetTop > 5 * innerHeight);
      if (!el?.firstElementChild) throw new Error("no section far enough down");
      scrollTo(0, el.getBoundingClientRect().top + scrollY - at * innerHeight);
      for (let i = 0; i < 4; i++) await new Promise(requestAnimationFrame);
      return el.firstElementChild.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions);
    }, screens);
  expect(await renderedAt(SHOWN_SCREENS + 0.2)).toBe(false);
  expect(await renderedAt(SHOWN_SCREENS - 0.1)).toBe(true);
});
