import { expect, test, type Page } from "@playwright/test";
import { holdApp, visited } from "./helpers";

// The app starts by itself when the browser is idle after the load (app/boot/), with no input,
// and its scripts never compete with the first paint. A hover, press, key or focus starts it
// sooner; what the reader did on a control that needs it before it was live is done once it is.
test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
// Before the app is live the server's native search dialog answers, once live the app's modal: the same box class in both.
const searchBox = (page: Page) => page.getByRole("dialog", { name: "Search" }).locator("input.search-input");

test("with no input at all the app starts after the load event, its scripts fetched at low priority", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const requests: { priority: string; at: number }[] = [];
  cdp.on(
    "Network.requestWillBeSent",
    (e) => /\/build\/.+\.js$/.test(e.request.url) && requests.push({ priority: e.request.initialPriority, at: e.wallTime * 1000 }),
  );
  // When the app went live, on the wall clock: the code fetched at idle after it (a later tap's) is not the start's.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as unknown as { liveAt?: number };
      if (document.documentElement.dataset.hydrated === "true") w.liveAt ??= Date.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto("/guide/start/");
  await expect.poll(() => isLive(page)).toBe(true);
  const liveAt = await page.evaluate(() => (window as unknown as { liveAt: number }).liveAt);
  const priorities = requests.filter((r) => r.at <= liveAt).map((r) => r.priority);
  const early = await page.evaluate(() => {
    const load = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
    return performance
      .getEntriesByType("resource")
      .filter((r) => /\/build\/.+\.js$/.test(r.name) && r.startTime < load)
      .map((r) => r.name);
  });
  expect(early).toEqual([]);
  expect(priorities.length).toBeGreaterThan(5);
  expect(new Set(priorities)).toEqual(new Set(["Low"]));
});

test.describe("a reader who only scrolls (wheel, the pointer resting)", () => {
  // Wide enough for the outline's column.
  test.use({ viewport: { width: 1440, height: 900 } });

  test("gets the scroll-to-top button and the outline's active heading", async ({ page }) => {
    await page.goto("/guide/start/quick-start");
    const active = page.locator(".outline a[aria-current=location]");
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 600);
    await expect(page.locator(".scroll-to-top")).toBeVisible();
    await expect(active).toHaveCount(1);
    const first = await active.getAttribute("href");
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 600);
    await expect(active).not.toHaveAttribute("href", first ?? "");
  });

  test("sees the landing page's benchmark count up", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("load");
    const benchmark = page.locator(".benchmark");
    for (let i = 0; i < 20 && !(await benchmark.evaluate((el) => el.getBoundingClientRect().top < innerHeight / 2)); i++)
      await page.mouse.wheel(0, 500);
    await expect(benchmark).toHaveAttribute("data-phase", "running");
  });
});

test.describe("stored choices before the first paint", () => {
  test("a reload shows the stored package manager's tab with no switch; an invalid theme is reset", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("rsbuild-tabs.package-manager", "pnpm");
      localStorage.setItem("rsbuild-theme-appearance", "purple");
      const checked = () =>
        [...document.querySelectorAll(".tabs[data-group=package-manager] .tab-list input:checked")].map(
          (i) => i.parentElement?.textContent,
        );
      document.addEventListener("DOMContentLoaded", () => Object.assign(window, { checkedAtParse: checked() }));
    });
    const release = await holdApp(page);
    await page.goto("/guide/start/quick-start");
    const atParse = await page.evaluate(() => (window as unknown as { checkedAtParse: string[] }).checkedAtParse);
    expect(atParse.length).toBeGreaterThan(1);
    expect(new Set(atParse)).toEqual(new Set(["pnpm"]));
    expect(await page.evaluate(() => localStorage.getItem("rsbuild-theme-appearance"))).toBe("auto");
    release();
    await expect.poll(() => isLive(page)).toBe(true);
    await expect(page.locator(".tabs[data-group=package-manager] .tab-list input:checked").first()).toHaveAccessibleName("pnpm");
  });
});

test.describe("before the app is live (its scripts held back)", () => {
  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 800 } });

    test("the first tap on the search button opens search, and what is typed next lands in the box", async ({ page }) => {
      const release = await holdApp(page);
      await page.goto("/guide/start/");
      await page.getByRole("button", { name: "Search the docs" }).tap();
      await page.keyboard.type("ssr");
      release();
      await expect(searchBox(page)).toBeFocused();
      await expect(searchBox(page)).toHaveValue("ssr");
    });
  });

  test("/ opens search", async ({ page }) => {
    const release = await holdApp(page);
    await page.goto("/guide/start/");
    await page.keyboard.press("/");
    release();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue("");
  });

  test("a theme toggle clicked switches the theme once", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const release = await holdApp(page);
    await page.goto("/guide/start/");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    release();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("a control marked data-pre (it works before the app) keeps its click from the document until the app is live, and it is not replayed", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const release = await holdApp(page);
    await page.goto("/guide/start/");
    const toggle = page.getByRole("button", { name: "Switch to dark theme" });
    await toggle.evaluate((el) => {
      el.setAttribute("data-pre", "");
      const count = (key: string) => (e: Event) => {
        const w = window as unknown as Record<string, number>;
        if (el.contains(e.target as Node)) w[key] = (w[key] ?? 0) + 1;
      };
      // The window is where the pre-app script listens; the document, where React does.
      addEventListener("click", count("windowClicks"), true);
      document.addEventListener("click", count("documentClicks"), true);
    });
    const clicks = () =>
      page.evaluate(() => [
        (window as unknown as Record<string, number>).windowClicks ?? 0,
        (window as unknown as Record<string, number>).documentClicks ?? 0,
      ]);
    await toggle.click();
    release();
    await expect.poll(() => isLive(page)).toBe(true);
    await page.waitForTimeout(300);
    expect(await clicks()).toEqual([1, 0]);
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    // Once live, the app's own listeners get the control's events again.
    await toggle.click();
    expect(await clicks()).toEqual([2, 1]);
  });
});
