import { expect, test, type Page } from "@playwright/test";
import { hydrated, throwingStorage, visited } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

const modal = (page: Page) => page.getByRole("dialog", { name: /^(Search|搜索)$/ });
const box = (page: Page) => modal(page).getByRole("combobox");
async function openWithSlash(page: Page, path = "/guide/start/") {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press("/");
  await expect(box(page)).toBeFocused();
}
async function search(page: Page, query: string) {
  await box(page).fill(query);
  await expect(modal(page).getByRole("option").first()).toBeVisible();
}

test.describe("opening", () => {
  test("the modal's code loads when the browser is idle after the app started; the engine is warmed up on hover", async ({ page }) => {
    const chunks: string[] = [];
    const warmups: string[] = [];
    page.on("request", (r) => r.url().includes("SearchModal") && chunks.push(r.url()));
    page.on("request", (r) => r.url().includes("/1/indexes/") && warmups.push(r.postData() ?? ""));
    await page.goto("/guide/start/");
    // Not with the page: only once the app is live.
    expect(chunks).toEqual([]);
    await hydrated(page);
    await expect.poll(() => chunks.length).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(warmups).toEqual([]);
    await page.getByRole("button", { name: "Search the docs" }).hover();
    // The embedded engine is warmed up with an empty query before the reader types.
    await expect.poll(() => warmups.length).toBe(1);
    expect(JSON.parse(warmups[0]).requests[0]).toMatchObject({ indexName: "rsbuild-en", query: "" });
    await page.getByRole("button", { name: "Search the docs" }).click();
    await expect(modal(page)).toBeVisible();
  });

  test("a tap opens the box first: the dialog's first render has an empty panel, which fills in a render of its own", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    // What the panel held when the dialog first reached the document.
    const firstPanel = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new MutationObserver((_, observer) => {
            // The app's dialog, not the pre-app one the server keeps in the page.
            const panel = document.querySelector(".search-modal:not(.pre-search) .search-panel");
            if (!panel) return;
            observer.disconnect();
            resolve(panel.childElementCount);
          }).observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole("button", { name: "Search the docs" }).click();
    expect(await firstPanel).toBe(0);
    await expect(box(page)).toBeFocused();
    await expect(page.locator(".search-modal:not(.pre-search) .search-panel > *").first()).toBeVisible();
  });

  test("Ctrl+K and Cmd+K open it; Escape closes it", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    for (const combo of ["Control+k", "Meta+k"]) {
      await page.keyboard.press(combo);
      await expect(modal(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(modal(page)).toHaveCount(0);
    }
  });

  test("shortcuts are ignored while typing in a field", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    await page.evaluate(() => {
      const input = document.createElement("input");
      input.id = "probe";
      document.querySelector("article")!.insertAdjacentElement("afterbegin", input);
      const editable = document.createElement("div");
      editable.id = "editable";
      editable.contentEditable = "true";
      document.querySelector("article")!.insertAdjacentElement("afterbegin", editable);
    });
    for (const id of ["#probe", "#editable"]) {
      await page.locator(id).focus();
      await page.keyboard.press("/");
      await page.keyboard.press("Control+k");
      await expect(modal(page)).toHaveCount(0);
    }
  });

  test("the initial query is the selected text, cut to 64 characters; typing stops at 64", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    await page.evaluate(() => {
      const p = document.createElement("p");
      p.id = "sel";
      p.textContent = "environment variables ".repeat(5);
      document.querySelector("article")!.insertAdjacentElement("afterbegin", p);
      const range = document.createRange();
      range.selectNodeContents(p);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await page.keyboard.press("Control+k");
    await expect(box(page)).toHaveValue("environment variables ".repeat(5).trim().slice(0, 64));
    await box(page).fill("x".repeat(80));
    await expect(box(page)).toHaveValue("x".repeat(64));
  });
});

test.describe("results", () => {
  test("hits are grouped, the first is active, arrows move, Enter navigates client-side", async ({ page }) => {
    await openWithSlash(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 5));
    await search(page, "server port");
    const options = modal(page).getByRole("option");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(modal(page).locator(".search-group-title").first()).toHaveText("server");
    await expect(options.first().locator(".search-hit-url")).toHaveText("/config/server/port");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/config\/server\/port$/);
    await expect(modal(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(5);
  });

  test("at most 5 hits per group", async ({ page }) => {
    await openWithSlash(page);
    await search(page, "server");
    const counts = await modal(page)
      .locator(".search-group")
      .evaluateAll((groups) => groups.map((g) => g.querySelectorAll("[role=option]").length));
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
  });

  test("Ctrl/Cmd+Enter opens a new tab and Shift+Enter a new window, keeping the modal; Alt+Enter does nothing", async ({
    page,
    context,
  }) => {
    await openWithSlash(page);
    await search(page, "server port");
    for (const combo of ["Control+Enter", "Meta+Enter", "Shift+Enter"]) {
      const opened = context.waitForEvent("page");
      await page.keyboard.press(combo);
      const other = await opened;
      await other.waitForLoadState();
      expect(new URL(other.url()).pathname).toBe("/config/server/port");
      await other.close();
      await expect(modal(page)).toBeVisible();
    }
    await page.keyboard.press("Alt+Enter");
    await page.waitForTimeout(200);
    await expect(modal(page)).toBeVisible();
    await expect(page).toHaveURL(/\/guide\/start\/$/);
  });

  test("no results: the query as text, a report link; the query is never markup", async ({ page }) => {
    await openWithSlash(page);
    await box(page).fill('<zzqq onqqxx="qqzz.__xss=1">qqzz');
    await expect(modal(page).getByText(/No results for/)).toContainText('No results for "<zzqq onqqxx="qqzz.__xss=1">qqzz"');
    expect(await modal(page).locator("zzqq").count()).toBe(0);
    await expect(modal(page).getByRole("link", { name: "Let us know." })).toHaveAttribute("href", /github\.com/);
    // No word of it is in the index: no pages, rather than unrelated ones, and the site's starting queries to try.
    await expect(modal(page).getByRole("option")).toHaveCount(0);
    await expect(modal(page).locator(".search-suggestions button")).toHaveText(["quick start", "configuration", "plugins"]);
    expect(await modal(page).locator("img").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test("a query that finds nothing as a whole shows the pages its words lead to and suggests the words the index knows", async ({
    page,
  }) => {
    await openWithSlash(page);
    await box(page).fill("websocket zzqqxy qqzzyx");
    await expect(modal(page).getByText(/No results for/)).toContainText('No results for "websocket zzqqxy qqzzyx"');
    await expect(modal(page).getByText("Pages that may help")).toBeVisible();
    const options = modal(page).getByRole("option");
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    await expect(modal(page).locator(".search-suggestions button")).toHaveText(["websocket"]);
    // The pages are options like any hits: Enter follows the first.
    const url = (await options.first().locator(".search-hit-url").textContent()) ?? "";
    expect(url).toMatch(/^\//);
    await page.keyboard.press("Enter");
    await expect(modal(page)).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname).toBe(url.replace(/[#?].*$/, ""));
  });

  test("the no-results answer does not wait for the word-by-word lookup, which may queue at the worker", async ({ page }) => {
    const full = "websocket zzqqxy qqzzyx";
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    await page.route("**/1/indexes/**", async (route) => {
      // Held back like a call waiting its turn behind a flood (within the client's 2 s read timeout):
      // the lookup of the one word the index knows.
      const body = route.request().postData() ?? "";
      if (body.includes("websocket") && !body.includes("zzqqxy")) await Promise.race([released, new Promise((r) => setTimeout(r, 1_500))]);
      await route.continue();
    });
    await openWithSlash(page);
    await box(page).fill(full);
    await expect(modal(page).getByText(/No results for/)).toContainText(`No results for "${full}"`, { timeout: 1_500 });
    await expect(modal(page).getByText("Pages that may help")).toBeHidden();
    release();
    await expect(modal(page).getByText("Pages that may help")).toBeVisible();
  });

  test("a misspelled word is suggested as the index spells it, never as typed", async ({ page }) => {
    await openWithSlash(page);
    await box(page).fill("webpak chunk splittng");
    await expect(modal(page).getByText(/No results for/)).toBeVisible();
    const suggestions = modal(page).locator(".search-suggestions button");
    await expect(suggestions.first()).toBeVisible();
    const offered = await suggestions.allTextContents();
    expect(offered).toContain("webpack");
    expect(offered).not.toContain("webpak");
    expect(offered).not.toContain("splittng");
  });

  test("a suggested word becomes the query", async ({ page }) => {
    await openWithSlash(page);
    await box(page).fill("websocket zzqqxy qqzzyx");
    await modal(page).locator(".search-suggestions").getByRole("button", { name: "websocket" }).click();
    await expect(box(page)).toHaveValue("websocket");
    await expect(modal(page).getByText(/No results for/)).toHaveCount(0);
    await expect(modal(page).getByRole("option").first()).toBeVisible();
  });

  test("an unreachable search backend shows the error screen and the page keeps working", async ({ page }) => {
    await page.route("**/1/indexes/**", (route) => route.abort("connectionrefused"));
    await openWithSlash(page);
    await box(page).fill("server");
    await expect(modal(page).getByText("Unable to fetch results")).toBeVisible({ timeout: 15_000 });
    await expect(modal(page).getByText("You might want to check your network connection.")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.locator('.sidebar a[href="/guide/start/quick-start"]').click();
    await expect(page).toHaveURL(/quick-start$/);
  });

  test("snippets have 10 words, 5 at widths of 768 px or less", async ({ page }) => {
    const sizes: string[] = [];
    page.on("request", (r) => {
      const req = r.url().includes("/1/indexes/") ? JSON.parse(r.postData() ?? "{}").requests?.[0] : undefined;
      if (req?.query) sizes.push(req.attributesToSnippet?.at(-1));
    });
    await openWithSlash(page);
    await search(page, "proxy");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 700, height: 800 });
    await page.keyboard.press("Control+k");
    await box(page).fill("proxy rewrite");
    await expect.poll(() => sizes.at(-1)).toBe("content:5");
    expect(sizes[0]).toBe("content:10");
  });

  test("Chinese pages search the Chinese index", async ({ page }) => {
    const indexes: string[] = [];
    page.on("request", (r) => r.url().includes("/1/indexes/") && indexes.push(JSON.parse(r.postData() ?? "{}").requests?.[0]?.indexName));
    await openWithSlash(page, "/zh/guide/start/");
    await search(page, "环境变量");
    expect(indexes.at(-1)).toBe("rsbuild-zh");
    await expect(modal(page).getByRole("option").first().locator(".search-hit-url")).toHaveText(/^\/zh\/guide\/advanced\/env-vars/);
    await expect(modal(page).getByText("选择")).toBeVisible();
  });
});

test.describe("recent and favourite searches", () => {
  test("start screen, saving a recent, promoting it to favourite, removing it", async ({ page }) => {
    await openWithSlash(page);
    await expect(modal(page).getByText("No recent searches")).toBeVisible();
    await search(page, "server port");
    await page.keyboard.press("Enter");
    await page.keyboard.press("/");
    const recent = modal(page).getByRole("group", { name: "Recent" });
    await expect(recent.getByRole("option")).toHaveCount(1);
    await recent.getByRole("button", { name: "Save this search" }).click();
    const favorites = modal(page).getByRole("group", { name: "Favorites" });
    await expect(favorites.getByRole("option")).toHaveCount(1);
    await expect(recent).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("rsbuild-search.rsbuild-en")!));
    expect(stored.favorites[0]).not.toHaveProperty("_highlightResult");
    await favorites.getByRole("button", { name: "Remove this search from favorites" }).click();
    await expect(modal(page).getByText("No recent searches")).toBeVisible();
  });

  test("from the keyboard: Ctrl+S saves the active recent search, Delete removes the active one", async ({ page }) => {
    await openWithSlash(page);
    for (const q of ["server port", "proxy"]) {
      await search(page, q);
      await page.keyboard.press("Enter");
      await page.keyboard.press("/");
    }
    const recent = modal(page).getByRole("group", { name: "Recent" });
    await expect(recent.getByRole("option")).toHaveCount(2);
    await expect(modal(page).locator(".search-footer")).toContainText("to save");
    // The newest (proxy) is first and active; the arrow moves to server.port.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Control+s");
    const favorites = modal(page).getByRole("group", { name: "Favorites" });
    await expect(favorites.getByRole("option")).toHaveCount(1);
    await expect(favorites.getByRole("option")).toContainText("/config/server/port");
    await expect(recent.getByRole("option")).toHaveCount(1);
    await expect(box(page)).toBeFocused();
    await page.keyboard.press("Delete");
    await expect(favorites).toHaveCount(0);
    await page.keyboard.press("Delete");
    await expect(modal(page).getByText("No recent searches")).toBeVisible();
    await expect(modal(page).locator(".search-footer")).not.toContainText("to save");
  });

  test("storage that throws is skipped silently", async ({ page }) => {
    await page.addInitScript(throwingStorage);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await openWithSlash(page);
    await search(page, "proxy");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/config\/server\/proxy$/);
    expect(errors).toEqual([]);
  });
});

test.describe("modal behaviour", () => {
  test("the body is marked active, focus is trapped, the scroll position comes back", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const y = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Control+k");
    await expect(page.locator("body")).toHaveClass(/search-active/);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator("body")).not.toHaveClass(/search-active/);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    // Opened from the search button (by key or by click), it gives the focus back to it on close.
    const button = page.getByRole("button", { name: "Search the docs" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(box(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await button.click();
    await modal(page).getByRole("button", { name: "Cancel" }).click();
    await expect(button).toBeFocused();
  });

  test("outside the open dialog every press lands on its overlay: it closes, and nothing beneath is followed", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    // The navbar's home link and a link in the sidebar, the layers nearest the overlay's.
    const beneath = [page.locator("a.navbar-title"), page.locator(".sidebar a[aria-current=page]")];
    const centres = [];
    for (const link of beneath) {
      const b = (await link.boundingBox())!;
      centres.push([b.x + b.width / 2, b.y + b.height / 2]);
    }
    await page.keyboard.press("Control+k");
    await expect(box(page)).toBeFocused();
    const hit = await page.evaluate((ps) => ps.map(([x, y]) => document.elementFromPoint(x, y)?.className), centres);
    expect(hit).toEqual(centres.map(() => "search-overlay"));
    await page.mouse.click(centres[0][0], centres[0][1]);
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/config\/server\/port$/);
  });

  test("Tab closes the panel; then Escape clears the query and a second Escape closes", async ({ page }) => {
    await openWithSlash(page);
    await search(page, "proxy");
    await page.keyboard.press("Tab");
    await expect(modal(page).getByRole("option")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(box(page)).toHaveValue("");
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal(page)).toHaveCount(0);
  });

  test("insights click events are not sent when insights are off", async ({ page }) => {
    const events: string[] = [];
    // The provider's click events; the site's own search counts (/__insights/search) are another matter.
    page.on("request", (r) => /insights\.algolia|\/1\/events/.test(r.url()) && events.push(r.url()));
    await openWithSlash(page);
    await search(page, "proxy");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/proxy$/);
    expect(events).toEqual([]);
  });
});
