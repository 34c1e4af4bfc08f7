import { expect, test } from "@playwright/test";
import { hydrated, sitemapPaths, visited } from "./helpers";

const headers = { cookie: "rsbuild-visited=1" };
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

test.describe("Markdown twins", () => {
  test("every page has a .md twin (index.md after a slash), served as text/markdown and cached like a page", async ({ request }) => {
    for (const [path, title] of [
      ["/guide/start/quick-start.md", "# Quick Start"],
      ["/zh/guide/start/quick-start.md", "# 快速上手"],
      ["/guide/start/index.md", "# Introduction"],
      ["/index.md", "# Rsbuild"],
      ["/zh/index.md", "# Rsbuild"],
    ]) {
      const res = await request.get(path, { headers });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"], path).toBe("text/markdown; charset=utf-8");
      expect(res.headers()["cache-control"], path).toMatch(/max-age=0, must-revalidate/);
      const text = await res.text();
      expect(text.startsWith(title), path).toBe(true);
      // Code samples keep their import lines; the prose has none, and no component tags.
      expect(text.replace(/```[\s\S]*?```/g, ""), path).not.toMatch(/^import |<PackageManagerTabs|<Tabs/m);
    }
  });

  test("the page URL with Accept: text/markdown answers the Markdown, with Vary: Accept on both variants", async ({ request }) => {
    const md = await request.get("/guide/start/quick-start", { headers: { ...headers, accept: "text/markdown" } });
    expect(md.status()).toBe(200);
    expect(md.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(md.headers().vary).toMatch(/\bAccept\b/);
    expect(await md.text()).toBe(await (await request.get("/guide/start/quick-start.md", { headers })).text());
    const html = await request.get("/guide/start/quick-start", { headers: { ...headers, accept: BROWSER_ACCEPT } });
    expect(html.headers()["content-type"]).toMatch(/^text\/html/);
    expect(html.headers().vary).toMatch(/\bAccept\b/);
    const zh = await request.get("/zh/guide/start/", { headers: { ...headers, accept: "text/markdown, text/html;q=0.9" } });
    expect(zh.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    const missing = await request.get("/guide/no-such-page", { headers: { ...headers, accept: "text/markdown" } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  });

  test("the sitemap lists pages, not their Markdown twins", async ({ request }) => {
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(300);
    expect(paths.filter((p) => p.endsWith(".md"))).toEqual([]);
  });
});

test.describe("page menu", () => {
  test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

  test("Copy Markdown puts the page's Markdown on the clipboard and confirms for 2 seconds", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    await page.evaluate(() => {
      const w = window as unknown as { __copied?: number; __reset?: number };
      // The menu's inside is replaced when its code loads (the first hover): watch the group.
      new MutationObserver(() => {
        if (document.querySelector(".page-menu-copy")?.textContent === "Copied") w.__copied ??= performance.now();
        else if (w.__copied) w.__reset ??= performance.now();
      }).observe(document.querySelector(".page-menu")!, { childList: true, characterData: true, subtree: true });
    });
    const menu = page.getByRole("group", { name: "Page actions" });
    await menu.getByRole("button", { name: "Copy Markdown" }).click();
    await expect(menu.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1);
    const expected = await (await request.get("/guide/start/quick-start.md", { headers })).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(menu.getByRole("button", { name: "Copy Markdown" })).toBeVisible({ timeout: 5000 });
    const shown = await page.evaluate(() => {
      const w = window as unknown as { __copied: number; __reset: number };
      return w.__reset - w.__copied;
    });
    expect(shown).toBeGreaterThanOrEqual(1990);
    expect(shown).toBeLessThan(2600);
  });

  test("the menu links open ChatGPT and Claude with a prompt naming the .md URL, and view the Markdown", async ({ page }) => {
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    await page.getByRole("button", { name: "More ways to use this page" }).click();
    const chatgpt = page.getByRole("link", { name: /Open in ChatGPT/ });
    await expect(chatgpt).toBeVisible();
    const prompt = (href: string | null) => new URL(href!).searchParams.get("q");
    const chatgptHref = await chatgpt.getAttribute("href");
    expect(chatgptHref).toMatch(/^https:\/\/chatgpt\.com\/\?/);
    expect(prompt(chatgptHref)).toMatch(/^Read https?:\/\/\S+\/guide\/start\/quick-start\.md and answer/);
    await expect(chatgpt).toHaveAttribute("target", "_blank");
    const claudeHref = await page.getByRole("link", { name: /Open in Claude/ }).getAttribute("href");
    expect(claudeHref).toMatch(/^https:\/\/claude\.ai\/new\?/);
    expect(prompt(claudeHref)).toBe(prompt(chatgptHref));
    await expect(page.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/guide/start/quick-start.md");
  });

  test("keyboard: Enter opens, arrows move, Escape closes and returns focus; an outside tap closes", async ({ page }) => {
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "More ways to use this page" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: /Open in ChatGPT/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: /Open in Claude/ })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("link", { name: "View as Markdown" })).toBeFocused();
    // Wraps around; the phone-only close button is skipped while hidden.
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: /Open in ChatGPT/ })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("link", { name: "View as Markdown" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(page.getByRole("link", { name: /Open in ChatGPT/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(page.getByRole("link", { name: /Open in ChatGPT/ })).toBeHidden();
    // ArrowDown on the closed button opens the menu at its first item.
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: /Open in ChatGPT/ })).toBeFocused();
    await page.mouse.click(5, 300);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("focus given to the menu before it goes live is on its button at every moment, so no key is lost", async ({ page }) => {
    // Its inside is fetched when the browser is idle: held here until the focus, which then makes it live.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/page-menu-live-*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    // The live menu replaces the server's buttons; a key pressed while focus had fallen to the
    // body in between did nothing. Each batch of the swap's changes records where focus is.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { focusSeen: string[] }).focusSeen = seen;
      new MutationObserver(() => seen.push(document.activeElement?.className ?? "none")).observe(document.querySelector(".page-menu")!, {
        childList: true,
      });
    });
    await page.getByRole("button", { name: "More ways to use this page" }).focus();
    release();
    await expect.poll(() => page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen)).not.toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen)).toEqual(["page-menu-toggle"]);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "More ways to use this page" })).toHaveAttribute("aria-expanded", "true");
  });

  test("on a phone the open menu has a visible close button that returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/zh/guide/start/quick-start");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "本页的更多用法" });
    await toggle.click();
    await expect(page.getByRole("link", { name: /在 ChatGPT 中打开/ })).toBeVisible();
    const prompt = new URL((await page.getByRole("link", { name: /在 Claude 中打开/ }).getAttribute("href"))!).searchParams.get("q");
    expect(prompt).toMatch(/^请阅读 https?:\/\/\S+\/zh\/guide\/start\/quick-start\.md/);
    await page.getByRole("button", { name: "关闭", exact: true }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(page.getByRole("button", { name: "复制 Markdown" })).toBeVisible();
  });

  test("a doc page loads the page menu's copy code when the browser is idle once the app is live, not with the page", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && /page-menu-live/.test(r.url()) && scripts.push(r.url()));
    // At the moment the app goes live, whether the page had fetched the menu's code.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const w = window as unknown as { menuAtLive?: boolean };
        if (document.documentElement.dataset.hydrated === "true")
          w.menuAtLive ??= performance.getEntriesByType("resource").some((r) => /page-menu-live/.test(r.name));
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto("/guide/start/quick-start");
    expect(scripts).toEqual([]);
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { menuAtLive?: boolean }).menuAtLive)).toBe(false);
    // No hover, no focus: the browser's idle time fetches it.
    await expect.poll(() => scripts.length).toBe(1);
  });
  test("a click or focus made before the menu's code has loaded is carried over once it is live", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/page-menu-live/, async (route) => (await held, route.continue()));
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "More ways to use this page" });
    await toggle.focus();
    await toggle.click();
    release();
    await expect(page.getByRole("link", { name: /Open in ChatGPT/ })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toBeFocused();
  });

  test("a client-side navigation to a doc page renders a working page menu for that page", async ({ page }) => {
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    await page.locator(".prev-next-link.next").click();
    await expect(page).not.toHaveURL(/quick-start$/);
    const path = new URL(page.url()).pathname;
    await page.getByRole("button", { name: "More ways to use this page" }).click();
    await expect(page.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", `${path}.md`);
  });
});
