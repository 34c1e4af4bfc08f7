import { expect, test, type Page } from "@playwright/test";
import { animations, expectThemeCircle, holdApp, holdAppInTwo, recordAnimations, visited } from "./helpers";

// The controls a reader taps first work before the app is live (the `[data-pre]` controls:
// native elements and the head's pre-app script), and again once it is. The app's scripts are
// held at the network until released, so "before" cannot race the app.
test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test("search and theme work before the app is live, and again once it is", async ({ page }) => {
  const release = await holdApp(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/guide/start/");
  const dialog = page.getByRole("dialog", { name: "Search" });
  const box = page.locator("#pre-search-input");

  // "/" opens the dialog with its box focused; the "/" itself is not typed.
  await page.keyboard.press("/");
  await expect(box).toBeFocused();
  await page.keyboard.type("plugin");
  await expect(box).toHaveValue("plugin");
  await expect(dialog.locator("a.search-hit").first()).toBeVisible();
  await expect(dialog.locator("a.search-hit").first()).toHaveAttribute("href", /^\//);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The button opens it too, afresh (no page text selected: an empty box); the close control closes it.
  await page.getByRole("button", { name: "Search the docs" }).click();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue("");
  await expect(dialog.locator(".search-hit")).toHaveCount(0);
  await page.keyboard.type("plugin");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The page's Markdown/AI menu and a navbar dropdown: open, then closed by Escape or a tap outside.
  const more = page.getByRole("button", { name: "More ways to use this page" });
  await more.click();
  await expect(page.locator(".page-menu-panel")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator(".page-menu-panel")).toBeHidden();
  await expect(more).toBeFocused();
  const group = page.locator(".navbar-nav .dropdown-trigger").first();
  await group.click();
  await expect(page.locator(".navbar-nav .dropdown-menu").first()).toBeVisible();
  await page.locator("main h1").click();
  await expect(page.locator(".navbar-nav .dropdown-menu").first()).toBeHidden();
  // Tabbing out of it closes it too.
  await group.click();
  const items = await page.locator(".navbar-nav .dropdown-menu").first().locator("a").count();
  for (let i = 0; i <= items; i++) await page.keyboard.press("Tab");
  await expect(page.locator(".navbar-nav .dropdown-menu").first()).toBeHidden();

  // The same 400 ms circle as the app's switch, and none under reduced motion.
  await recordAnimations(page);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await animations(page)).length).toBe(1);
  expectThemeCircle(await animations(page));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await animations(page)).toHaveLength(1);
  expect(await isLive(page)).toBe(false);

  release();
  await expect.poll(() => isLive(page), { timeout: 15_000 }).toBe(true);
  // Hydration keeps the server's dialog (one the reader may still have open) as it was.
  await expect(page.locator("#pre-search input[name=q]")).toHaveValue("plugin");
  // Once live, the app's own modal answers the same controls.
  await page.getByRole("button", { name: "Search the docs" }).click();
  await expect(page.getByRole("dialog", { name: "Search" }).getByRole("combobox")).toBeFocused();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
});

test("the search dialog before the app shows an answer while a newer query is still on its way", async ({ page }) => {
  await holdApp(page);
  // The last key's answer is slow; the one before it must show meanwhile.
  await page.route("**/1/indexes/*/queries*", async (route) => {
    if (route.request().postData()?.includes('"query":"proxy"')) await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await page.goto("/guide/start/");
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search" });
  // Typed at once: every answer but the last arrives after a newer key.
  await page.keyboard.type("proxy");
  await expect(dialog.locator("a.search-hit").first()).toBeVisible({ timeout: 2000 });
  expect(await page.locator("#pre-search-input").inputValue()).toBe("proxy");
});

test("the search dialog before the app answers as the app's modal does", async ({ page }) => {
  const release = await holdApp(page);
  const snippets: string[] = [];
  page.on("request", (r) => {
    const req = r.url().includes("/1/indexes/") ? JSON.parse(r.postData() ?? "{}").requests?.[0] : undefined;
    if (req?.query) snippets.push(req.attributesToSnippet?.at(-1));
  });
  await page.goto("/guide/start/");
  const dialog = page.getByRole("dialog", { name: "Search" });
  const box = page.locator("#pre-search-input");
  const options = dialog.getByRole("option");

  // It opens on the selected page text (cut to 64 characters), searched; the page behind does
  // not scroll and the body is marked active until it closes.
  const text = "environment variables ".repeat(5);
  await page.evaluate((text) => {
    window.scrollTo(0, 600);
    const p = document.createElement("p");
    p.textContent = text;
    document.querySelector("article")?.insertAdjacentElement("afterbegin", p);
    const range = document.createRange();
    range.selectNodeContents(p);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  }, text);
  const y = await page.evaluate(() => window.scrollY);
  await page.keyboard.press("Control+k");
  await expect(box).toHaveValue(text.trim().slice(0, 64));
  await expect(options.first()).toBeVisible();
  await expect(page.locator("body")).toHaveClass(/\bsearch-active\b/);
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);

  // At most 5 hits a group, snippets of 10 words on a wide screen.
  await box.fill("server");
  await expect.poll(() => box.getAttribute("aria-busy")).toBe("false");
  const counts = await dialog.locator(".search-group").evaluateAll((gs) => gs.map((g) => g.querySelectorAll("[role=option]").length));
  expect(Math.max(...counts)).toBeLessThanOrEqual(5);
  expect(snippets.at(-1)).toBe("content:10");

  // The first hit is active; arrows move it.
  await box.fill("server port");
  await expect(options.first().locator(".search-hit-url")).toHaveText("/config/server/port");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id")) ?? "");
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(options.first()).toHaveAttribute("aria-selected", "false");
  await page.keyboard.press("ArrowUp");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");

  // The app's key hints, and its clear button, which empties the box and the results.
  await expect(dialog.locator(".search-footer")).toContainText("to navigate");
  await dialog.getByRole("button", { name: "Clear the query" }).click();
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
  await expect(options).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Clear the query" })).toBeHidden();

  // A slow answer says it is searching; a failed one shows the app's error screen.
  await page.route("**/1/indexes/**", async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.abort("connectionrefused");
  });
  await box.fill("proxy");
  await expect(dialog.getByRole("status")).toHaveText("Searching…");
  await expect(box).toHaveAttribute("aria-busy", "true");
  await expect(dialog.getByText("Unable to fetch results")).toBeVisible();
  await expect(dialog.getByText("You might want to check your network connection.")).toBeVisible();
  await expect(box).toHaveAttribute("aria-busy", "false");
  await expect(dialog.getByRole("status")).toBeHidden();
  await page.unroute("**/1/indexes/**");

  // Closed, the scroll position is as before; reopened, nothing of the last query is left.
  await page.keyboard.press("Escape");
  await expect(page.locator("body")).not.toHaveClass(/\bsearch-active\b/);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
  await page.evaluate(() => getSelection()?.removeAllRanges());
  await page.setViewportSize({ width: 700, height: 800 });
  await page.keyboard.press("/");
  await expect(box).toHaveValue("");
  await expect(dialog.getByText("Unable to fetch results")).toHaveCount(0);
  await expect(dialog.getByText("No recent searches")).toBeVisible();
  // Snippets of 5 words up to 768 px; Enter opens the active hit.
  await box.fill("server port");
  await expect(options.first().locator(".search-hit-url")).toHaveText("/config/server/port");
  expect(snippets.at(-1)).toBe("content:5");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/config\/server\/port$/);

  // The picked hit is stored as the app stores it: the next opening starts from it.
  await page.keyboard.press("/");
  const recent = dialog.getByRole("group", { name: "Recent" }).getByRole("option");
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText("/config/server/port");
  // Nothing found: the query, the site's starting queries to try, and the report link.
  await box.fill("qqzzxxv");
  await expect(dialog.getByText('No results for "qqzzxxv"')).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Let us know." })).toHaveAttribute(
    "href",
    /Missing%20search%20results%20for%20%22qqzzxxv%22/,
  );
  await dialog.getByRole("button", { name: "quick start" }).click();
  await expect(box).toHaveValue("quick start");
  await expect(options.first()).toBeVisible();
  await expect(box).toBeFocused();
  // The app's modal, once live, shows the same stored search.
  await page.keyboard.press("Escape");
  release();
  await expect.poll(() => isLive(page), { timeout: 15_000 }).toBe(true);
  await page.getByRole("button", { name: "Search" }).first().click();
  await expect(page.getByRole("dialog", { name: "Search" }).getByRole("group", { name: "Recent" })).toContainText("/config/server/port");
});

test("the stored searches before the app are saved and removed with the app's buttons and keys", async ({ page }) => {
  await holdApp(page);
  await page.goto("/guide/start/");
  const dialog = page.locator("#pre-search");
  const stored = (id: string, title: string, url: string) => ({
    objectID: id,
    type: "lvl1",
    hierarchy: { lvl0: "Guide", lvl1: title },
    content: null,
    url,
  });
  const key = (await dialog.getAttribute("data-history")) ?? "";
  const history = {
    recent: [stored("a", "Quick start", "/guide/start/quick-start"), stored("b", "CLI", "/guide/basic/cli")],
    favorites: [],
  };
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(history)]);
  await page.keyboard.press("/");
  const group = (name: string) => dialog.getByRole("group", { name }).getByRole("option");
  await expect(group("Recent")).toHaveCount(2);
  await expect(dialog.getByText("to save")).toBeVisible();
  // Ctrl+S saves the active one among the favourites; its × removes it; Delete removes the active one.
  await page.keyboard.press("Control+s");
  await expect(group("Favorites")).toHaveText([/Quick start/]);
  await expect(group("Recent")).toHaveText([/CLI/]);
  await group("Favorites").getByRole("button", { name: "Remove this search from favorites" }).click();
  await expect(group("Favorites")).toHaveCount(0);
  await expect(page.locator("#pre-search-input")).toBeFocused();
  await group("Recent").getByRole("button", { name: "Save this search" }).click();
  await expect(group("Favorites")).toHaveText([/CLI/]);
  await page.keyboard.press("Delete");
  await expect(dialog.getByText("No recent searches")).toBeVisible();
  await expect(dialog.getByText("to save")).toBeHidden();
  expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? "")).toEqual({ recent: [], favorites: [] });
  expect(await isLive(page)).toBe(false);
});

test("on a tablet the social links' popup opens before the app is live", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await holdApp(page);
  await page.goto("/guide/start/");
  const more = page.getByRole("button", { name: "More links" });
  const popup = page.locator(`[id="${await more.getAttribute("aria-controls")}"]`);
  await more.click();
  await expect(popup.getByRole("link").last()).toBeVisible();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  await expect(more).toBeFocused();
  await more.click();
  await page.mouse.click(450, 500);
  await expect(popup).toBeHidden();
  expect(await isLive(page)).toBe(false);
});

test.describe("on a phone", () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

  test("menu, copy and tabs work before the app is live, and again once it is", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const release = await holdApp(page);
    await page.goto("/guide/start/quick-start");
    const menu = page.getByRole("button", { name: "Open navigation" });
    const links = page.getByRole("dialog", { name: "Main navigation" });
    await menu.tap();
    await expect(links.getByRole("link", { name: "Config" })).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    // The same menu as the app's: the language and the theme are in it, and the theme switches.
    await expect(links.getByRole("link", { name: "简体中文" })).toBeVisible();
    await links.getByRole("button", { name: /Switch to (dark|light) theme/ }).tap();
    await expect(links.getByRole("button", { name: /Switch to (dark|light) theme/ })).toHaveAttribute("aria-pressed", "true");
    await links.getByRole("button", { name: "Close navigation" }).tap();
    await expect(links).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.tap();
    await page.keyboard.press("Escape");
    await expect(links).toBeHidden();
    await expect(menu).toBeFocused();

    const copy = page.locator(".code-block").first().getByRole("button", { name: "Copy" });
    await copy.tap();
    const done = page.locator(".code-block").first().locator(".code-button.copy");
    await expect(done).toHaveAttribute("data-done", "");
    // Screen readers (and the tap bench) learn it from the name.
    await expect(done).toHaveAccessibleName("Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.locator(".code-block code").first().textContent());

    // The page's Markdown, as the app's menu copies it.
    const copyMd = page.getByRole("button", { name: "Copy Markdown" });
    await copyMd.tap();
    await expect(page.locator(".page-menu-copy")).toHaveText("Copied");
    await expect(page.locator(".page-menu [role=status]")).toHaveText("Copied");
    const twin = await (await page.request.get("/guide/start/quick-start.md")).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(page.locator(".page-menu-copy")).toHaveText("Copy Markdown", { timeout: 4000 });

    const outline = page.getByRole("button", { name: "On this page" });
    await outline.tap();
    await expect(page.locator("#outline")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#outline")).toBeHidden();
    // A followed outline entry closes the panel, as the app's does.
    await outline.tap();
    await page.locator("#outline a").first().tap();
    await expect(page.locator("#outline")).toBeHidden();
    await expect(outline).toHaveAttribute("aria-expanded", "false");
    // The page menu's own Close button (phones) closes it and gives the focus back.
    const more = page.getByRole("button", { name: "More ways to use this page" });
    await more.tap();
    await page.locator(".page-menu-panel").getByRole("button", { name: "Close" }).tap();
    await expect(page.locator(".page-menu-panel")).toBeHidden();
    await expect(more).toBeFocused();

    await page.locator(".tabs[data-group=package-manager]").first().getByRole("radio", { name: "pnpm" }).tap();
    await expect(page.locator(".tabs[data-group=package-manager]").nth(1).getByRole("radio", { name: "pnpm" })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem("rsbuild-tabs.package-manager"))).toBe("pnpm");
    expect(await isLive(page)).toBe(false);

    // The outline opened before the app is closed by its toggle once the app is live (not reopened by the app's).
    await outline.tap();
    release();
    await expect.poll(() => isLive(page), { timeout: 15_000 }).toBe(true);
    await outline.tap();
    await expect(page.locator("#outline")).toBeHidden();
    await expect(outline).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(".tabs[data-group=package-manager]").first().getByRole("radio", { name: "pnpm" })).toBeChecked();
    await menu.tap();
    await expect(page.getByRole("dialog", { name: "Main" })).toBeVisible();
  });

  test("the sidebar drawer works before the app is live, and closes once it is", async ({ page }) => {
    const hold = await holdAppInTwo(page);
    await page.goto("/guide/start/quick-start");
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    const drawer = page.locator("#sidebar");
    const close = drawer.getByRole("button", { name: "Close menu" });
    const locked = () => page.evaluate(() => getComputedStyle(document.body).overflow === "hidden");
    await menu.tap();
    await expect(drawer.getByRole("link", { name: "Quick start" })).toBeInViewport();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(close).toBeFocused();
    expect(await locked()).toBe(true);
    // The backdrop (the body's own) is what a finger meets beside the drawer; a tap there closes it and follows nothing.
    expect(await page.evaluate(() => document.elementFromPoint(340, 500)?.tagName)).toBe("BODY");
    await page.touchscreen.tap(340, 500);
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    expect(await locked()).toBe(false);
    await menu.tap();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.tap();
    await close.tap();
    await expect(drawer).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(await isLive(page)).toBe(false);

    // Open, the drawer keeps the app waiting; opened as it hydrates, it is still open once it is
    // live: its close button and its trigger close it.
    await menu.tap();
    hold.modules();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => "__remixRouteModules" in window)).toBe(false);
    await close.tap();
    await hold.startedHydrating();
    await menu.tap();
    hold.entry();
    await expect.poll(() => isLive(page), { timeout: 15_000 }).toBe(true);
    await expect(drawer).toBeVisible();
    await close.tap();
    await expect(drawer).toBeHidden();
    await menu.tap();
    await expect(drawer).toHaveClass(/\bopen\b/);
    await close.tap();
    await expect(drawer).toBeHidden();
  });

  test("the menu opened before the app keeps a working theme switch once the app is live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const hold = await holdAppInTwo(page);
    await page.goto("/guide/start/");
    hold.modules();
    await hold.startedHydrating();
    await page.getByRole("button", { name: "Open navigation" }).tap();
    const menu = page.getByRole("dialog", { name: "Main navigation" });
    await expect(menu).toBeVisible();
    hold.entry();
    await expect.poll(() => isLive(page), { timeout: 15_000 }).toBe(true);
    await menu.getByRole("button", { name: "Switch to dark theme" }).tap();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(menu.getByRole("button", { name: "Switch to light theme" })).toHaveAttribute("aria-pressed", "true");
    // The app's own state followed: its switch turns it back.
    await menu.getByRole("button", { name: "Close navigation" }).tap();
    await page.getByRole("button", { name: "Open navigation" }).tap();
    await page.getByRole("dialog", { name: "Main" }).getByRole("button", { name: "Switch to light theme" }).tap();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search button's form answers a results page, in both languages", async ({ page }) => {
    await page.goto("/guide/start/");
    await page.getByRole("button", { name: "Search the docs" }).click();
    const box = page.getByRole("dialog", { name: "Search" }).getByRole("searchbox");
    await box.fill("plugin");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=plugin$/);
    await expect(page.locator("main a.search-hit").first()).toHaveAttribute("href", /^\//);

    await page.goto("/zh/search?q=");
    await expect(page.getByRole("status")).toHaveText("输入要查找的内容，然后按回车。");
    const long = await page.goto(`/zh/search?q=${"a".repeat(80)}`);
    expect(long?.status()).toBe(400);
    await expect(page.getByRole("status")).toContainText("64");
  });
});
