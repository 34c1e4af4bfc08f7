import { expect, test, type Page } from "@playwright/test";
import {
  animations,
  chooseTheme,
  clientNavigate,
  effectsFlushed,
  expectThemeCircle,
  holdData,
  hydrated,
  recordAnimations,
  visited,
  watchConsole,
} from "./helpers";

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

test.describe("theme", () => {
  test("the toggle switches to dark, stores the choice, and the server renders it after reload", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/guide/start/");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(/light/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("rsbuild-theme-appearance"))).toBe("dark");
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "rsbuild-theme")).toBe(true);
    const html = await (await page.request.get("/guide/start/")).text();
    expect(html).toMatch(/<html lang="en" class="dark"/);
  });

  test("the toggle's request to save the choice finishes, so the page reaches network idle", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    const finished = page.waitForEvent("requestfinished", {
      predicate: (r) => r.url().endsWith("/resources/theme"),
      timeout: 5_000,
    });
    await page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
    const request = await finished;
    expect((await request.response())?.status()).toBe(204);
  });

  test("no flash: with prefers-color-scheme dark the class is set before any script of ours runs", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.route("**/build/**", (route) => route.abort());
    await page.goto("/guide/start/");
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("auto follows the system preference live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/guide/start/");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(/light/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("a choice made in one tab shows at once in the site's other open tabs", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: "light" });
    await Promise.all([page.goto("/guide/start/"), other.goto("/config/")]);
    // The other tab follows whether or not its app has started yet.
    await hydrated(page);
    await other.waitForLoadState("load");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(other.locator("html")).toHaveClass(/dark/);
    await expect(other.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "dark light");
  });

  test("an invalid stored value becomes auto", async ({ page }) => {
    await page.goto("/guide/start/");
    await page.evaluate(() => localStorage.setItem("rsbuild-theme-appearance", "purple"));
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("rsbuild-theme-appearance"))).toBe("auto");
  });

  test("switching uses a 400 ms circle view transition, none under reduced motion", async ({ page }) => {
    await page.emulateMedia({
      colorScheme: "light",
      reducedMotion: "no-preference",
    });
    await page.goto("/guide/start/");
    await hydrated(page);
    await recordAnimations(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    // The circle starts when the view transition is ready, a frame or more after the click.
    await expect.poll(async () => (await animations(page)).length).toBe(1);
    expectThemeCircle(await animations(page));

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).toHaveClass(/light/);
    expect(await animations(page)).toHaveLength(1);
  });
});

test.describe("navigation feel", () => {
  test("hovering an internal link preloads its data and page module", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname + new URL(r.url()).search));
    await page.locator('.sidebar a[href="/config/dev/hmr"]').hover();
    await expect.poll(() => requests.some((u) => u.startsWith("/config/dev/hmr?_data=page-en"))).toBe(true);
    await expect.poll(() => requests.some((u) => u.startsWith("/pages/en/config/dev/hmr."))).toBe(true);
    const before = requests.length;
    await page.locator('.sidebar a[href="/config/dev/hmr"]').click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("dev.hmr");
    expect(requests.slice(before).filter((u) => u.startsWith("/config/dev/hmr?_data=page-en"))).toEqual([]);
    // The language link loads a new document (prerendered by the browser): its data and module are no use.
    await page.locator(".navbar-translations a[hreflang]").hover();
    await page.locator('.sidebar a[href="/config/dev/client"]').hover();
    await expect.poll(() => requests.some((u) => u.startsWith("/config/dev/client?_data="))).toBe(true);
    expect(requests.filter((u) => (u.startsWith("/zh/") && u.includes("_data=")) || u.startsWith("/pages/zh/"))).toEqual([]);
  });

  test("the progress bar shows only when a navigation outlasts 200 ms", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    // The bar's timers run on a paused clock, so a busy machine cannot make a fast navigation slow.
    // Installed after hydration: React keeps the real timers it captured, only the bar's are held.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const barShown = () => page.locator(".progress-bar").count();

    await page.locator('.sidebar a[href="/config/server/host"]').click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("server.host");
    await effectsFlushed(page);
    await page.clock.runFor(1_000);
    expect(await barShown()).toBe(0);

    const release = await holdData(page, "/config/server/cors");
    await clientNavigate(page, "/config/server/cors");
    // The bar's timer starts in an effect of the loading state's render: let it start before time moves.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              window as unknown as {
                __remixRouter: { state: { navigation: { state: string } } };
              }
            ).__remixRouter.state.navigation.state,
        ),
      )
      .toBe("loading");
    await effectsFlushed(page);
    await page.clock.runFor(199);
    expect(await barShown()).toBe(0);
    // Then it shows. Under load the scheduler may start the bar's timer a frame after the effects
    // were flushed, so the paused clock moves on in small steps until it does (at most 400 ms).
    const bar = page.getByRole("progressbar", { name: "Loading" });
    for (let step = 0; step < 20 && !(await bar.isVisible()); step++) await page.clock.runFor(20);
    await expect(bar).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^server\.cors\b/);
    await effectsFlushed(page);
    await page.clock.runFor(400);
    await expect(page.locator(".progress-bar")).toHaveCount(0);
  });

  test("after navigating to an anchor the page scrolls to it", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    await clientNavigate(page, "/config/server/port#example");
    await expect(page.locator("#example")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("content fades in after a client navigation, not under reduced motion", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    await expect(page.locator("article")).not.toHaveClass(/fade-in/);
    await page.locator('.sidebar a[href="/config/server/host"]').click();
    await expect(page.locator("article")).toHaveClass(/fade-in/);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(page.locator("article")).toHaveCSS("animation-name", "none");
  });
});

test.describe("theme on a slow network", () => {
  /** The theme POST (every non-GET request) takes 3 s, so a reload can come before the cookie is saved. */
  async function slowWrites(page: Page) {
    await page.route("**/*", async (route) => {
      if (route.request().method() !== "GET") await new Promise((r) => setTimeout(r, 3000));
      await route.continue().catch(() => undefined); // the reload may have cancelled it meanwhile
    });
  }

  test("a choice survives a reload 0.5 s after the click, before the server saved it", async ({ page, context }) => {
    const problems = watchConsole(page);
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await slowWrites(page);
    await page.goto("/guide/start/");
    await hydrated(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.waitForTimeout(500);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("rsbuild-theme-appearance"))).toBe("dark");
    // The page sends the choice again; once it lands the server renders it too.
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "rsbuild-theme"), { timeout: 8000 }).toBe(true);
    expect(await (await page.request.get("/guide/start/")).text()).toMatch(/<html lang="en" class="dark"/);
    expect(problems).toEqual([]);
  });

  test("switching back from a saved choice also survives an early reload", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await chooseTheme(context, "dark");
    await slowWrites(page);
    await page.goto("/guide/start/");
    await hydrated(page);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.waitForTimeout(500);
    await page.reload();
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(/light/);
    await page.waitForTimeout(500);
    await expect(page.locator("html")).toHaveClass(/light/);
    expect(await page.evaluate(() => localStorage.getItem("rsbuild-theme-appearance"))).toBe("light");
  });
});

test.describe("preloading", () => {
  test("hovering a same-page anchor (outline or content) makes no request; another page's link does", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    // The code later taps need is fetched when the browser is idle: done before counting.
    await page.waitForLoadState("networkidle");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname + new URL(r.url()).search));
    for (const link of await page.locator('#outline a[href^="#"]').all()) await link.hover();
    await page.locator('article a[href="#templates"]').hover();
    await page.locator('article a[href="#templates"]').focus();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await page.locator('.sidebar a[href="/guide/start/features"]').hover();
    await expect.poll(() => requests.some((u) => u.startsWith("/guide/start/features?_data="))).toBe(true);
  });
});
