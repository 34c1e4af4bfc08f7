import { builtSiteUrl, hydrated, visited, watchConsole, clientNavigate } from "./helpers";
import { expect, test } from "@playwright/test";

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

test.describe("server rendering", () => {
  test.use({ javaScriptEnabled: false });

  test("a doc page's content and links are in the server HTML", async ({ page }) => {
    await page.goto("/guide/start/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introduction");
    await expect(page.locator("article p").first()).not.toBeEmpty();
    await expect(page.locator('.sidebar a[href="/guide/start/quick-start"]')).toBeVisible();
    await expect(page.locator('nav[aria-label="Main navigation"] a[href="/config/"]')).toBeVisible();
  });

  test("the Chinese page is served under /zh with html lang zh-CN", async ({ page }) => {
    await page.goto("/zh/guide/start/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.locator('.sidebar a[href="/zh/guide/start/quick-start"]')).toBeVisible();
  });

  test("both home pages render", async ({ page }) => {
    expect((await page.goto("/"))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await page.goto("/zh/"))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  });

  test("a page importing a shared fragment shows it", async ({ page }) => {
    await page.goto("/guide/start/quick-start");
    await expect(page.locator(".container.tip").filter({ hasText: "Node.js" }).first()).toBeVisible();
  });

  test("code is highlighted at build time for both themes", async ({ page }) => {
    await page.goto("/config/server/port");
    const token = page.locator(".code-block .shiki span[class^='s-']").first();
    await expect(token).toBeVisible();
    expect(await page.locator("script[src*='shiki']").count()).toBe(0);
  });
});

test.describe("head", () => {
  test("title, description, canonical, hreflang and Open Graph", async ({ page }) => {
    const site = builtSiteUrl();
    await page.goto("/guide/start/");
    await expect(page).toHaveTitle("Introduction - Rsbuild");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site}/guide/start/`);
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute("href", `${site}/zh/guide/start/`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${site}/guide/start/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Introduction - Rsbuild");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(1);
  });

  test("Chinese camelCase route data pairs with the English page", async ({ page }) => {
    const site = builtSiteUrl();
    await page.goto("/config/log-level");
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute("href", `${site}/zh/config/logLevel`);
  });

  test("links never copy the request's Host header", async ({ request }) => {
    const html = await (await request.get("/guide/start/", { headers: { host: "evil.example", cookie: "rsbuild-visited=1" } })).text();
    expect(html).not.toContain("evil.example");
    expect(html).toContain(`<link rel="canonical" href="${builtSiteUrl()}/guide/start/"/>`);
  });
});

test.describe("client", () => {
  test("hydrates without console errors or hydration warnings, on doc, home and 404", async ({ page }) => {
    const problems = watchConsole(page);
    for (const path of ["/guide/start/", "/", "/zh/guide/start/", "/config/server/port"]) {
      await page.goto(path);
      await hydrated(page);
    }
    await page.goto("/missing-page");
    await page.waitForLoadState("networkidle");
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
  });

  test("client-side navigation swaps the page without reloading the document", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/guide/start/");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.locator('.sidebar a[href="/guide/start/quick-start"]').click();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Introduction");
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introduction");
    expect(problems).toEqual([]);
  });

  test("a client navigation to a missing page shows the 404 layout", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    await clientNavigate(page, "/guide/nope");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("PAGE NOT FOUND");
  });
});
