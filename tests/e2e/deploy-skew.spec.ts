import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { fileURLToPath } from "node:url";
import {
  assetsVersion,
  buildSecondSite,
  CHANGED_PAGES,
  clientChunks,
  SECOND_BUILD_MARK,
  type SecondBuild,
} from "../../scripts/bench/second-build";
import { startServer, type Server } from "../../scripts/bench/server";
import { clientNavigate, hydrated, watchConsole } from "./helpers";

/**
 * A reader's tabs outlive a deploy: each tab opens on build A, then build B (a real second build
 * with a changed page and a changed component) takes A's place on the same origin, and every kind
 * of interaction must land on the right page of B, with no error screen and at most one document
 * load. Each action gets its own tab, since the first full load moves a tab to B.
 */
const PORT = Number(process.env.SKEW_PORT ?? 8797);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

test.describe.configure({ mode: "serial", timeout: 240_000 });

let second: SecondBuild;
let server: Server;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  [second, server] = await Promise.all([buildSecondSite(), startServer(PORT, ROOT)]);
  expect(assetsVersion(second.site)).not.toBe(assetsVersion(ROOT));
  // The lazily loaded parts the tabs reach for are gone from the second build under their old names.
  const [a, b] = [clientChunks(ROOT), clientChunks(second.site)];
  for (const chunk of ["entry.client", "home-en", "page-en", "_shared/SearchModal", "_shared/page-menu-live", "_shared/mdx"]) {
    expect(a.get(chunk), chunk).toBeTruthy();
    expect(b.get(chunk), chunk).not.toBe(a.get(chunk));
  }
});

test.afterAll(async () => {
  server?.stop();
  await server?.stopped;
  second?.remove();
});

/** Replaces the served build by the second one on the same port, as a deploy does. */
async function deploySecond() {
  server.stop();
  await server.stopped;
  for (let i = 0; i < 100; i++) {
    const free = await fetch(`${ORIGIN}/`).then(
      () => false,
      () => true,
    );
    if (free) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  server = await startServer(PORT, second.site);
}

interface Tab {
  page: Page;
  problems: string[];
  loads: () => number;
}

/** A context of its own: no chunk another tab fetched is in its HTTP cache. */
async function newContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: "en-US" });
  await context.addCookies([{ name: "rsbuild-visited", value: "1", url: ORIGIN }]);
  await context.addInitScript(() => localStorage.setItem("rsbuild-banner-closed-rsbuild-2-0", "1"));
  return context;
}

/**
 * A tab of build A. `boot`: the app started by the reader's key and live; `untouched`: loaded and
 * never touched (the app starts by itself, or not yet in a tab not shown); neither: the app's
 * scripts refused (nothing of build A is cached), as a tab whose app had not started by the deploy.
 */
async function openTab(
  browser: Browser | BrowserContext,
  path: string,
  { boot = true, untouched = false, refuse = "" } = {},
): Promise<Tab> {
  const context = "newPage" in browser && !("newContext" in browser) ? browser : await newContext(browser as Browser);
  const page = await context.newPage();
  const problems = watchConsole(page);
  let loads = 0;
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++;
  });
  if (!boot && !untouched) await page.route("**/build/**", (route) => route.abort());
  if (refuse) await page.route(refuse, (route) => route.abort());
  await page.goto(path);
  if (untouched) await page.waitForLoadState("load");
  else if (boot) await hydrated(page);
  else await page.waitForLoadState("networkidle");
  const opened = loads;
  return { page, problems, loads: () => loads - opened };
}

const version = (page: Page) =>
  page.evaluate(() => (window as unknown as { __remixManifest?: { version: string } }).__remixManifest?.version ?? "").catch(() => "");

/** On the page asked for, in build B (its code and its content), with the layout intact. */
async function expectSecondBuild(tab: Tab, path: string, maxLoads = 1) {
  const { page } = tab;
  await expect(page).toHaveURL(`${ORIGIN}${path}`);
  // A fresh document's app starts at the reader's next intent (pressed again while the
  // document may still be the one being left).
  const started = async () => {
    await page.keyboard.press("Shift").catch(() => {});
    return version(page);
  };
  await expect.poll(started).toBe(assetsVersion(second.site));
  await expect(page.locator("nav").first()).toBeVisible();
  if (CHANGED_PAGES.some(([route]) => route === path)) await expect(page.getByText(SECOND_BUILD_MARK)).toBeVisible();
  if (await page.locator(".doc-footer").count()) await expect(page.locator(".doc-footer")).toHaveAttribute("data-build", "second");
  await expect(page.getByText(/Application Error|Unexpected Server Error/)).toHaveCount(0);
  expect(tab.loads()).toBeLessThanOrEqual(maxLoads);
  expect(tab.problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
}

const sidebarLink = (page: Page, name: string) => page.locator("nav.sidebar").getByRole("link", { name, exact: true }).first();

test("tabs opened on one build keep working after the next build is deployed", async ({ browser }) => {
  const doc = "/guide/start/quick-start";
  const tabs = {
    sidebar: await openTab(browser, doc),
    navbar: await openTab(browser, doc),
    next: await openTab(browser, doc),
    inContent: await openTab(browser, doc),
    back: await openTab(browser, doc),
    hover: await openTab(browser, doc),
    // As tabs where the browser was never idle long enough to fetch the search modal's code, or the page menu's.
    search: await openTab(browser, doc, { refuse: "**/SearchModal-*" }),
    menu: await openTab(browser, doc, { refuse: "**/page-menu-live-*" }),
    theme: await openTab(browser, doc),
    home: await openTab(browser, doc),
    unbooted: await openTab(browser, doc, { boot: false }),
    zh: await openTab(browser, "/zh/guide/start/"),
    unbootedLink: await openTab(browser, doc, { boot: false }),
  };
  // Tabs never touched before the deploy, two per context: the one opened first stays behind.
  const [enContext, zhContext] = [await newContext(browser), await newContext(browser)];
  const untouched = {
    enBehind: await openTab(enContext, doc, { untouched: true }),
    enFront: await openTab(enContext, "/guide/start/glossary", { untouched: true }),
    zhBehind: await openTab(zhContext, "/zh/guide/start/", { untouched: true }),
    zhFront: await openTab(zhContext, "/zh/guide/start/glossary", { untouched: true }),
  };
  await untouched.enFront.page.bringToFront();
  await untouched.zhFront.page.bringToFront();
  // Back/Forward: this tab moved on by client navigation before the deploy.
  await clientNavigate(tabs.back.page, "/guide/start/glossary");
  await expect(tabs.back.page).toHaveURL(/glossary$/);
  const contentLink = await tabs.inContent.page.locator(".page-content a[href^='/guide/']:not([href$='.md'])").first().getAttribute("href");

  await deploySecond();

  await test.step("sidebar", async () => {
    await sidebarLink(tabs.sidebar.page, "Features").click();
    await expectSecondBuild(tabs.sidebar, "/guide/start/features");
  });
  await test.step("navbar", async () => {
    await tabs.navbar.page.locator("nav.navbar-nav").getByRole("link", { name: "Config", exact: true }).first().click();
    await expectSecondBuild(tabs.navbar, "/config/");
  });
  await test.step("next page", async () => {
    await tabs.next.page.locator(".prev-next-link.next").click();
    await expectSecondBuild(tabs.next, "/guide/start/features");
  });
  await test.step("in-content link", async () => {
    expect(contentLink).toBeTruthy();
    await tabs.inContent.page.locator(`.page-content a[href='${contentLink}']`).first().click();
    await expectSecondBuild(tabs.inContent, contentLink!.replace(/#.*/, ""));
  });
  await test.step("Back, then Forward", async () => {
    await tabs.back.page.goBack();
    await expectSecondBuild(tabs.back, doc);
    await tabs.back.page.goForward();
    await expectSecondBuild(tabs.back, "/guide/start/glossary");
  });
  await test.step("hover preload, then click", async () => {
    const link = sidebarLink(tabs.hover.page, "Features");
    await link.hover();
    await tabs.hover.page.waitForTimeout(500);
    expect(tabs.hover.loads()).toBe(0);
    await link.click();
    await expectSecondBuild(tabs.hover, "/guide/start/features");
  });
  await test.step("first open of the search modal", async () => {
    await tabs.search.page.unrouteAll();
    await tabs.search.page.locator(".navbar-search").first().click();
    const dialog = tabs.search.page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expectSecondBuild(tabs.search, doc);
    await dialog.getByRole("combobox").fill("resolve.alias");
    await expect(dialog.getByRole("option").first().locator(".search-hit-url")).toHaveText("/config/resolve/alias");
  });
  await test.step("first open of the page menu", async () => {
    await tabs.menu.page.unrouteAll();
    await tabs.menu.page.locator(".page-menu .page-menu-toggle").click();
    await expect(tabs.menu.page.locator(".page-menu-toggle")).toHaveAttribute("aria-expanded", "true");
    await expect(tabs.menu.page.locator(".page-menu-panel[data-build=second]")).toBeVisible();
    await expectSecondBuild(tabs.menu, doc);
  });
  await test.step("theme toggle", async () => {
    const html = tabs.theme.page.locator("html");
    const dark = (await html.getAttribute("class"))?.includes("dark");
    await tabs.theme.page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
    await expect(html).toHaveClass(dark ? /light/ : /dark/);
    expect(tabs.theme.loads()).toBe(0);
    expect(tabs.theme.problems).toEqual([]);
  });
  await test.step("first tap on search in a tab whose app had not started", async () => {
    const { page } = tabs.unbooted;
    await page.unrouteAll();
    expect(await page.evaluate(() => "__remixManifest" in window)).toBe(false);
    // The mouse rests on the button first, and that hover starts the app, whose scripts are gone:
    // the worker answers them with the hand-over module before the click. The page must not
    // reload under the coming press; the search dialog the click opens natively serves the
    // reader meanwhile.
    const handedOver = page.waitForResponse((r) => r.url().includes("/build/"));
    await page.locator(".navbar-search").first().hover();
    await handedOver;
    await page.locator(".navbar-search").first().click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("combobox").pressSequentially("resolve.alias");
    await expect(dialog.locator("a.search-hit").first()).toHaveAttribute("href", "/config/resolve/alias");
    await expect(dialog.getByRole("combobox")).toHaveValue("resolve.alias");
    expect(tabs.unbooted.loads()).toBe(0);
    // Once it is closed, the page loads afresh on build B.
    await page.keyboard.press("Escape");
    await expectSecondBuild(tabs.unbooted, doc);
  });
  await test.step("first click on a sidebar link in a tab whose app had not started", async () => {
    const { page } = tabs.unbootedLink;
    await page.unrouteAll();
    await sidebarLink(page, "Features").click();
    await expectSecondBuild(tabs.unbootedLink, "/guide/start/features");
  });
  await test.step("first click of tabs never touched before the deploy (front and behind, English and Chinese)", async () => {
    await sidebarLink(untouched.enBehind.page, "Features").click();
    await expectSecondBuild(untouched.enBehind, "/guide/start/features");
    await sidebarLink(untouched.enFront.page, "Quick Start").click();
    await expectSecondBuild(untouched.enFront, doc);
    await sidebarLink(untouched.zhBehind.page, "快速上手").click();
    await expectSecondBuild(untouched.zhBehind, "/zh/guide/start/quick-start");
    await sidebarLink(untouched.zhFront.page, "快速上手").click();
    await expectSecondBuild(untouched.zhFront, "/zh/guide/start/quick-start");
  });
  await test.step("home, a route the tab never loaded", async () => {
    await tabs.home.page.locator(".navbar-title").click();
    await expectSecondBuild(tabs.home, "/");
  });
  await test.step("a Chinese page", async () => {
    await sidebarLink(tabs.zh.page, "快速上手").click();
    await expectSecondBuild(tabs.zh, "/zh/guide/start/quick-start");
  });
  for (const tab of Object.values(tabs)) await tab.page.context().close();
  await Promise.all([enContext.close(), zhContext.close()]);
});
