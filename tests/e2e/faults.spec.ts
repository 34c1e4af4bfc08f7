import { expect, test, type Page } from "@playwright/test";
import { hydrated, shard, sitemapPaths, throwingStorage, visited, watchConsole } from "./helpers";

// How the site behaves when something around it fails. Already covered elsewhere:
// connection-refused search backend (search-modal.spec), storage that throws for each feature on
// its own (search-modal, chrome-doc, components specs), tabs and the benchmark without JavaScript
// (components, landing specs), a delayed data request showing the progress bar (chrome-theme.spec).
// Added here: a backend answering 5xx, every storage consumer on one page with no console noise,
// a sample of every section read and navigated without JavaScript, and a slow network end to end.

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Search" });

test("a search backend answering 503 shows the error screen and the page keeps working", async ({ page }) => {
  await page.route("**/1/indexes/**", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"unavailable","status":503}' }),
  );
  await page.goto("/guide/start/");
  await hydrated(page);
  await page.keyboard.press("Control+k");
  await searchDialog(page).getByRole("combobox").fill("server");
  await expect(searchDialog(page).getByText("Unable to fetch results")).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(searchDialog(page)).toHaveCount(0);
  await page.locator('.sidebar a[href="/guide/start/quick-start"]').click();
  await expect(page).toHaveURL(/quick-start$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quick Start");
});

test("storage that throws: banner, tabs, theme and recent searches all work for the page, silently", async ({ page }) => {
  await page.addInitScript(throwingStorage);
  const problems = watchConsole(page);
  // Reduced motion: the theme switches without a view transition, whose timing is not the point here.
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await page.goto("/guide/start/quick-start");
  await hydrated(page);

  // The banner cannot remember being closed, so it shows, and closes for this page view.
  await page.getByRole("button", { name: "Dismiss banner" }).click();
  await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);

  // Grouped tabs cannot store the choice, yet the other groups on the page still follow it.
  const groups = page.locator(".tabs[data-group='package-manager']");
  expect(await groups.count()).toBeGreaterThan(1);
  await groups.first().locator(".tab-label", { hasText: "yarn" }).click();
  await expect(groups.first().locator(".tab-panel:visible code")).toContainText(/^yarn /);
  await expect(groups.last().locator(".tab-panel:visible code")).toContainText(/^yarn /);

  // The theme lives in the remix-themes cookie (set by a POST); local storage only mirrors it.
  const stored = page.waitForResponse((r) => r.url().endsWith("/resources/theme") && r.ok());
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await stored;
  await page.reload();
  await hydrated(page);
  await expect(page.locator("html")).toHaveClass(/dark/);

  // Recent searches last for this visit only: kept in memory, gone after a reload.
  // (Opening warms the index up; the query waits for it so a slow first load on a busy machine,
  // past the client's 2 s read timeout, is not taken for a storage problem.)
  const warmed = page.waitForResponse((r) => r.url().includes("/1/indexes/"));
  await page.keyboard.press("Control+k");
  await expect(searchDialog(page).getByText("No recent searches")).toBeVisible();
  await warmed;
  await searchDialog(page).getByRole("combobox").fill("proxy");
  await expect(searchDialog(page).getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/config\/server\/proxy$/);
  await page.keyboard.press("Control+k");
  await expect(searchDialog(page).getByRole("group", { name: "Recent" }).getByRole("option")).toHaveCount(1);
  await page.reload();
  await hydrated(page);
  await page.keyboard.press("Control+k");
  await expect(searchDialog(page).getByText("No recent searches")).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a sample of every section is readable and its links lead to readable pages", async ({ page, request }) => {
    test.setTimeout(180_000);
    // Every 12th sitemap page (both languages, all sections) and both home pages.
    const paths = [...new Set(["/", "/zh/", ...shard(await sitemapPaths(request), 0, 12)])];
    expect(paths.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const path of paths) {
      const res = await page.goto(path);
      if (res?.status() !== 200) problems.push(`${path}: ${res?.status()}`);
      const h1 = (await page.locator("h1").first().textContent())?.trim();
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text a reader sees.
      const text = (await page.locator("main#content").innerText()).trim();
      if (!h1) problems.push(`${path}: no h1`);
      if (text.length < 80) problems.push(`${path}: ${text.length} characters of content`);
      if (!(await page.getByRole("navigation", { name: /Main navigation|主导航/ }).isVisible()))
        problems.push(`${path}: no visible main navigation`);
    }
    expect(problems).toEqual([]);

    // Following links works with plain documents: the next page in the footer, a sidebar link, the navbar.
    await page.goto("/config/server/port");
    await page.getByRole("link", { name: /Next Page/ }).click();
    await expect(page).toHaveURL(/\/config\/server\/print-urls$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("server.printUrls");
    await page.locator('.sidebar a[href="/config/dev/hmr"]').click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("dev.hmr");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Guide" }).click();
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introduction");
    await page.getByRole("link", { name: "Language: 简体中文" }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  });

  test("menus open on hover and on focus, with no script", async ({ page }) => {
    await page.goto("/guide/start/");
    const dropdown = page.locator(".navbar .dropdown").first();
    const menu = dropdown.locator(".dropdown-menu");
    await expect(menu).toBeHidden();
    await dropdown.locator("button").hover();
    await expect(menu).toBeVisible();
    // The pointer travels down into the menu and the menu stays open.
    const from = (await dropdown.locator("button").boundingBox())!;
    const link = menu.getByRole("link").first();
    const to = (await link.boundingBox())!;
    await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 12 });
    await expect(link).toBeVisible();
    expect(to.y).toBeGreaterThan(from.y + from.height);
    await page.mouse.move(10, 700);
    await expect(menu).toBeHidden();
    await dropdown.locator("button").focus();
    await expect(menu).toBeVisible();
  });
});

test.describe("without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("no control that needs script is shown; the section nav follows the content and the menu links are in reach", async ({ page }) => {
    await page.goto("/config/server/port");
    // They are in the server HTML, and hidden by the no-script stylesheet. Search is not among
    // them: its button opens the native dialog, whose form answers with the results page.
    await expect(page.locator(".navbar-search").first()).toBeVisible();
    for (const name of ["Menu", "Open navigation", "On this page"]) {
      const buttons = page
        .locator("button")
        .filter({ hasText: name })
        .or(page.locator(`button[aria-label="${name}"]`));
      expect(await buttons.count(), name).toBeGreaterThan(0);
      for (const button of await buttons.all()) await expect(button).toBeHidden();
    }
    const content = await page.locator("main#content").boundingBox();
    const sidebar = page.locator("nav#sidebar");
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())!.y).toBeGreaterThan(content!.y + content!.height - 1);
    await sidebar.locator('a[href="/config/dev/hmr"]').click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("dev.hmr");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Guide" }).click();
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await page.getByRole("link", { name: "Language: 简体中文" }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
  });
});

test("on a slow network the progress bar appears 200 ms into a navigation and leaves with the new page", async ({ page, context }) => {
  await page.goto("/config/server/port");
  await hydrated(page);
  // Every request from now on takes at least 600 ms (the page module and its data alike).
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 600,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  await page.evaluate(() => {
    const w = window as unknown as { __clicked?: number; __bar?: { at: number; heading: string } };
    document.addEventListener("click", () => (w.__clicked ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (document.querySelector(".progress-bar"))
        w.__bar ??= { at: performance.now(), heading: document.querySelector("h1")?.textContent ?? "" };
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('.sidebar a[href="/config/server/cors"]').click();
  await expect(page.locator(".progress-bar")).toBeVisible();
  const bar = await page.evaluate(() => {
    const w = window as unknown as { __clicked: number; __bar: { at: number; heading: string } };
    return { delay: w.__bar.at - w.__clicked, heading: w.__bar.heading };
  });
  // Not before 200 ms, and while the reader still waits (the old page is still shown); how long
  // after 200 ms the timer fires depends on the machine's load, so there is no upper bound.
  expect(bar.delay).toBeGreaterThanOrEqual(195);
  expect(bar.heading).toBe("server.port");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^server\.cors\b/, { timeout: 15_000 });
  await expect(page.locator(".progress-bar")).toHaveCount(0);
});
