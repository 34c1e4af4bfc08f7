import { hydrated, visited, clientNavigate } from "./helpers";
import { expect, test } from "@playwright/test";

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

const noFollow = { maxRedirects: 0, headers: { cookie: "rsbuild-visited=1" } };

test.describe("page resolution", () => {
  for (const [from, to] of [
    ["/guide/start", "/guide/start/"],
    ["/guide/start/index", "/guide/start/"],
    ["/guide/start/index.html", "/guide/start/"],
    ["/config/server/port/", "/config/server/port"],
    ["/config/server/port.html", "/config/server/port"],
    ["/en/guide/start/", "/guide/start/"],
    ["/zh", "/zh/"],
    ["/zh/guide/start", "/zh/guide/start/"],
  ]) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const res = await request.get(from, noFollow);
      expect(res.status()).toBe(301);
      expect(res.headers().location).toBe(to);
    });
  }

  test("the query string survives a canonical redirect", async ({ request }) => {
    const res = await request.get("/guide/start?navbar=0", noFollow);
    expect(res.headers().location).toBe("/guide/start/?navbar=0");
  });

  test("a missing page renders the 404 layout with status 404", async ({ page }) => {
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle("404 - Rsbuild");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("PAGE NOT FOUND");
    await expect(page.getByRole("link", { name: "Take me home" })).toHaveAttribute("href", "/");
  });

  test("the Chinese 404 links to the Chinese home", async ({ page }) => {
    const res = await page.goto("/zh/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/zh/");
  });

  test("a missing page inside an existing section is a 404 too", async ({ request }) => {
    expect((await request.get("/guide/no-such-page", noFollow)).status()).toBe(404);
  });
});

test.describe("redirect table", () => {
  for (const [from, to] of [
    ["/config/source/alias", "/config/resolve/alias"],
    ["/config/source/alias-strategy", "/config/resolve/alias-strategy"],
    ["/guide/basic/css-usage", "/guide/styling/css-usage"],
    ["/guide/basic/css-modules", "/guide/styling/css-modules"],
    ["/guide/basic/tailwindcss", "/guide/styling/tailwindcss"],
    ["/guide/basic/tailwindcss-v3", "/guide/styling/tailwindcss-v3"],
    ["/guide/basic/unocss", "/guide/styling/unocss"],
    ["/guide/basic/configure-rspack", "/guide/configuration/rspack"],
    ["/guide/basic/configure-rsbuild", "/guide/configuration/rsbuild"],
    ["/guide/basic/configure-swc", "/guide/configuration/swc"],
    ["/zh/config/source/alias", "/zh/config/resolve/alias"],
  ]) {
    test(`${from} → ${to}`, async ({ request }) => {
      const res = await request.get(from, noFollow);
      expect(res.status()).toBe(301);
      expect(res.headers().location).toBe(to);
    });
  }

  test("the assets-retry plugin page goes to its repository", async ({ request }) => {
    const res = await request.get("/plugins/list/plugin-assets-retry", noFollow);
    expect(res.status()).toBe(301);
    expect(res.headers().location).toMatch(/^https:\/\/github\.com\//);
  });

  test("client-side navigations follow the same redirects", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await clientNavigate(page, "/config/source/alias");
    await expect(page).toHaveURL(/\/config\/resolve\/alias$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("resolve.alias");
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });
});
