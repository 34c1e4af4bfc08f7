import { expect, test } from "@playwright/test";
import { hydrated, visited } from "./helpers";

test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });
test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

test.describe("mobile", () => {
  test("the navbar is 56 px high with a hamburger instead of the menu", async ({ page }) => {
    await page.goto("/guide/start/");
    expect((await page.locator("header.navbar").boundingBox())?.height).toBe(56);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open navigation" })).toBeVisible();
  });

  test("the hamburger opens a full-screen navigation that closes on route change", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open navigation" }).click();
    const screen = page.getByRole("dialog", { name: "Main navigation" });
    await expect(screen).toBeVisible();
    await expect(screen.getByRole("link", { name: "Config" })).toBeVisible();
    await expect(screen.getByRole("link", { name: "简体中文" })).toHaveAttribute("href", "/zh/guide/start/");
    await screen.getByRole("link", { name: "Config" }).click();
    await expect(page).toHaveURL(/\/config\/$/);
    await expect(screen).toHaveCount(0);
  });

  test("the full-screen navigation closes when the window reaches 768 px", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.locator("#nav-screen")).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.locator("#nav-screen")).toHaveCount(0);
  });

  test("the Menu button opens the sidebar with body scrolling locked", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    const bar = page.locator(".sidebar-menu-bar");
    expect((await bar.boundingBox())?.height).toBe(46);
    const sidebar = page.locator("#sidebar");
    await expect(sidebar).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(sidebar).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.locator(".sidebar-overlay").click({ position: { x: 370, y: 400 } });
    await expect(sidebar).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("the closed drawer skips its rendering; opened, it shows the current page's link", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    const sidebar = page.locator("#sidebar");
    const rendered = () =>
      sidebar
        .locator("a")
        .first()
        .evaluate((a) => a.checkVisibility());
    expect(await rendered()).toBe(false);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(sidebar).toBeVisible();
    expect(await rendered()).toBe(true);
    // The current page's link sits far down the Config sidebar: opening scrolls the drawer to it.
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
    await expect.poll(rendered).toBe(false);
  });

  test("a toggle shows the outline", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    await expect(page.locator("#outline")).toBeHidden();
    await page.getByRole("button", { name: "On this page" }).click();
    await expect(page.locator("#outline")).toBeVisible();
    await page.locator("#outline a").first().click();
    await expect(page.locator("#outline")).toBeHidden();
  });

  test("the sidebar menu bar shows up to 960 px, and up to 1280 px on pages with an outline", async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto("/config/server/port");
    await expect(page.locator(".sidebar-menu-bar")).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await page.setViewportSize({ width: 1300, height: 800 });
    await expect(page.locator(".sidebar-menu-bar")).toBeHidden();
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
  });
});
