import { expect, test } from "@playwright/test";
import { hydrated, throwingStorage, visited, clientNavigate, slowData } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

test.describe("sidebar", () => {
  test("groups start expanded, collapse and expand, the active link is marked", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    const sidebar = page.getByRole("navigation", { name: "Section navigation" });
    const active = sidebar.locator('a[aria-current="page"]');
    await expect(active).toHaveText("server.port");
    await expect(active).toBeInViewport();
    const toggle = sidebar.getByRole("button", { name: "dev" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar.getByRole("link", { name: "dev.hmr" })).toBeHidden();
    await toggle.click();
    await expect(sidebar.getByRole("link", { name: "dev.hmr" })).toBeVisible();
  });

  test("a collapsed group opens when the reader navigates into it", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    const sidebar = page.getByRole("navigation", { name: "Section navigation" });
    await sidebar.getByRole("button", { name: "dev" }).click();
    await clientNavigate(page, "/config/dev/hmr");
    await expect(sidebar.getByRole("button", { name: "dev" })).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText("dev.hmr");
  });

  test("items inside a group are indented 18 px", async ({ page }) => {
    await page.goto("/config/server/port");
    await expect(page.locator(".sidebar .sidebar-group .sidebar-items").first()).toHaveCSS("padding-left", "18px");
  });
});

test.describe("outline", () => {
  test("lists h2 to h4 with 12 px per level under ON THIS PAGE, tracking the heading being read", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    const outline = page.locator("aside.outline");
    await expect(outline.locator(".outline-title")).toHaveText("ON THIS PAGE");
    const items = outline.locator("li");
    expect(await items.count()).toBeGreaterThan(1);
    const depths = await page.evaluate(() =>
      [...document.querySelectorAll(".outline li")].map((li) => (li as HTMLElement).style.paddingLeft),
    );
    expect(depths.every((d) => ["0px", "12px", "24px"].includes(d))).toBe(true);
    const second = outline.locator("a").nth(1);
    const id = (await second.getAttribute("href"))!.slice(1);
    await page.evaluate((h) => document.getElementById(h)!.scrollIntoView(), id);
    await expect(second).toHaveClass(/active/);
  });

  test("the Chinese outline title", async ({ page }) => {
    await page.goto("/zh/config/server/port");
    await expect(page.locator(".outline-title")).toHaveText("目录");
  });
});

test.describe("footer", () => {
  test("previous and next follow the sidebar, with the edit link and last updated date", async ({ page }) => {
    await page.goto("/config/server/port");
    const footer = page.locator("footer.doc-footer");
    await expect(footer.getByRole("link", { name: /Previous Page/ })).toHaveAttribute("href", "/config/server/open");
    await expect(footer.getByRole("link", { name: /Next Page/ })).toHaveAttribute("href", "/config/server/print-urls");
    await expect(footer.getByRole("link", { name: /Edit this page/ })).toHaveAttribute("href", /\/content\/en\/config\/server\/port\.mdx$/);
    await expect(footer.locator(".last-updated")).toContainText(/Last Updated: \w+ \d{1,2}, \d{4}/);
  });

  test("Chinese footer texts", async ({ page }) => {
    await page.goto("/zh/config/server/port");
    const footer = page.locator("footer.doc-footer");
    await expect(footer.getByRole("link", { name: /上一页/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: /下一页/ })).toBeVisible();
    await expect(footer.locator(".last-updated")).toContainText(/最后更新时间: \d{4}年/);
  });

  test("scroll-to-top appears once scrolled and goes back up", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 800));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("chrome switches", () => {
  for (const [param, selector] of [
    ["navbar", "header.navbar"],
    ["sidebar", "nav#sidebar"],
    ["outline", "aside.outline"],
    ["footer", "footer.doc-footer"],
  ]) {
    test(`?${param}=0 hides the ${param}`, async ({ page }) => {
      await page.goto("/config/server/port");
      await expect(page.locator(selector)).toHaveCount(1);
      await page.goto(`/config/server/port?${param}=0`);
      await expect(page.locator(selector)).toHaveCount(0);
    });
  }
});

test.describe("Chinese pages", () => {
  test("label the banner, the image zoom and the progress bar in Chinese", async ({ page }) => {
    await page.goto("/zh/guide/start/");
    await hydrated(page);
    await expect(page.getByRole("region", { name: "公告" })).toBeVisible();
    const zoom = page.getByRole("button", { name: /^放大图片: Rsbuild 构建在 Rspack 之上/ });
    await zoom.scrollIntoViewIfNeeded();
    await zoom.click();
    await expect(page.getByRole("dialog", { name: /^Rsbuild 构建在 Rspack 之上/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await slowData(page, "/zh/config/server/cors");
    await clientNavigate(page, "/zh/config/server/cors");
    await expect(page.getByRole("progressbar", { name: "加载中" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^server\.cors\b/);
  });
});

test.describe("banner", () => {
  test("can be dismissed and stays dismissed after reload, without a flash", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    const banner = page.getByRole("region", { name: "Announcement" });
    await expect(banner).toBeVisible();
    await page.getByRole("button", { name: "Dismiss banner" }).click();
    await expect(banner).toHaveCount(0);
    await page.route("**/build/**/*.js", (route) => route.abort());
    await page.reload();
    await expect(page.locator(".banner")).toBeHidden();
  });

  test("storage that throws does not break the page", async ({ page }) => {
    await page.addInitScript(throwingStorage);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/guide/start/");
    await hydrated(page);
    await page.getByRole("button", { name: "Dismiss banner" }).click();
    await expect(page.locator(".banner")).toHaveCount(0);
    await page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
    expect(errors).toEqual([]);
  });
});
