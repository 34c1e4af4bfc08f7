import { expect, test, type Page } from "@playwright/test";
import { visited } from "./helpers";

// The app's scripts start at the reader's first intent (app/lib/boot-on-intent.server.ts);
// what the reader did before they were live is done once they are.
test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const appRan = (page: Page) => page.evaluate(() => "__remixRouter" in window || "__remixManifest" in window);
// Before the app is live the server's native search dialog answers (a searchbox), once live the app's modal (a combobox).
const searchBox = (page: Page) => page.getByRole("dialog", { name: "Search" }).locator("input.search-input");

test("no script of the app is fetched or run before the reader's first intent", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.url().includes("/build/") && r.resourceType() === "script" && scripts.push(r.url()));
  await page.goto("/guide/start/");
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  expect(scripts).toEqual([]);
  expect(await appRan(page)).toBe(false);
  expect(await isLive(page)).toBe(false);
  await page.mouse.move(200, 300);
  await expect.poll(() => isLive(page)).toBe(true);
  expect(scripts.length).toBeGreaterThan(5);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 800 } });

  test("the first tap on the search button opens search, and what is typed next lands in the box", async ({ page }) => {
    await page.goto("/guide/start/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Search the docs" }).tap();
    await page.keyboard.type("ssr");
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue("ssr");
  });
});

test("/ pressed before the app runs opens search", async ({ page }) => {
  await page.goto("/guide/start/");
  await page.waitForLoadState("networkidle");
  await page.keyboard.press("/");
  await expect(searchBox(page)).toBeFocused();
});

test("a theme toggle clicked before the app runs switches the theme once", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/guide/start/");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.locator("html")).toHaveClass(/dark/);
});
