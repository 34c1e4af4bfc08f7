import { expect, test } from "@playwright/test";
import { hydrated, visited } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

test.describe("overview page", () => {
  test("lists every option page by section, and the filter narrows them", async ({ page }) => {
    await page.goto("/config/");
    await hydrated(page);
    const overview = page.getByRole("region", { name: "Pages in this section" });
    await expect(overview.locator(".overview-group-title")).toContainText([
      "dev",
      "resolve",
      "source",
      "output",
      "html",
      "server",
      "security",
      "tools",
      "performance",
      "moduleFederation",
    ]);
    expect(await overview.locator(".overview-card").count()).toBeGreaterThan(95);
    const filter = page.getByLabel("Filter");
    await expect(filter).toHaveAttribute("placeholder", "Enter keyword");
    await filter.fill("STRICT-port");
    await expect(overview.locator(".overview-card")).toHaveCount(1);
    await expect(overview.getByRole("link", { name: "server.strictPort" })).toHaveAttribute("href", "/config/server/strict-port");
    await filter.fill("no such option");
    await expect(overview.locator(".overview-empty")).toHaveText("No matching API found no such option");
  });

  test("what a reader types before the overview's code arrives still filters", async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/build\/_shared\/Overview-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/config/");
    await hydrated(page);
    await page.getByLabel("Filter").fill("STRICT-port");
    release();
    await expect(page.locator(".overview .overview-card")).toHaveCount(1);
  });

  test("the Chinese overview uses Chinese labels and camelCase routes", async ({ page }) => {
    await page.goto("/zh/config/");
    await hydrated(page);
    await expect(page.getByLabel("筛选")).toHaveAttribute("placeholder", "输入关键词");
    await expect(page.locator(".overview").getByRole("link", { name: "logLevel" })).toHaveAttribute("href", "/zh/config/logLevel");
  });
});
