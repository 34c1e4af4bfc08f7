import { expect, test, type Page } from "@playwright/test";
import { hydrated, visited, watchConsole } from "./helpers";

/** Requests for page modules and the MDX components: what content hydration downloads. */
function watchContentCode(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => /\/pages\/.+\.js$|\/build\/_shared\/mdx-[^/]+\.js$/.test(r.url()) && urls.push(r.url()));
  return urls;
}

const content = (page: Page) => page.locator("[data-page-content]");

test.describe("page content hydrates when the reader reaches for it", () => {
  test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

  test("first load downloads no page module; hovering a code block loads and hydrates it", async ({ page }) => {
    const code = watchContentCode(page);
    await page.goto("/config/server/port");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(code).toEqual([]);
    await expect(content(page)).not.toHaveAttribute("data-hydrated", "true");
    await page.locator(".code-block").first().hover();
    await expect(content(page)).toHaveAttribute("data-hydrated", "true");
    expect(code.some((url) => url.includes("/pages/en/config/server/port."))).toBe(true);
    expect(code.some((url) => url.includes("/build/_shared/mdx-"))).toBe(true);
  });

  test("a button clicked before hydration is clicked again once it is live", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    const wrap = page.locator(".code-block .code-button:not(.copy)").first();
    await expect(wrap).toHaveAttribute("aria-pressed", "false");
    // A bare click event: no pointer movement or focus has started hydration before it.
    await wrap.dispatchEvent("click");
    await expect(content(page)).toHaveAttribute("data-hydrated", "true");
    await expect(wrap).toHaveAttribute("aria-pressed", "true");
  });

  test("Copy answers before the content hydrates and is not done again when it does", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/config/server/port");
    await hydrated(page);
    await expect(content(page)).not.toHaveAttribute("data-hydrated", "true");
    const copy = page.locator(".code-block .code-button.copy").first();
    await copy.click();
    await expect(copy).toHaveAttribute("data-done", "");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.locator(".code-block code").first().textContent());
    await expect(content(page)).toHaveAttribute("data-hydrated", "true");
    // The app's own Copy (its "copied" state) was not replayed on top of it.
    await page.waitForTimeout(300);
    await expect(copy).not.toHaveClass(/copied/);
  });

  test("before hydration, a remembered tab shows and a new choice is remembered", async ({ page }) => {
    await page.goto("/guide/start/quick-start");
    await page.evaluate(() => localStorage.setItem("rsbuild-tabs.package-manager", "pnpm"));
    await page.reload();
    await hydrated(page);
    const radio = (label: string) => page.locator(".tabs").first().locator(".tab-label", { hasText: label }).locator("input");
    await expect(radio("pnpm")).toBeChecked();
    await radio("yarn").evaluate((input: HTMLInputElement) => input.click());
    await expect(radio("yarn")).toBeChecked();
    await expect(page.locator(".tabs").nth(1).locator(".tab-label", { hasText: "yarn" }).locator("input")).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem("rsbuild-tabs.package-manager"))).toBe("yarn");
    await expect(content(page)).not.toHaveAttribute("data-hydrated", "true");
  });

  test("content with tabs, code and images hydrates without console errors, then leaves cleanly", async ({ page }) => {
    const problems = watchConsole(page);
    for (const path of ["/guide/start/quick-start", "/guide/start/"]) {
      await page.goto(path);
      await hydrated(page);
      await page.locator("[data-page-content] :is(.tabs, img, pre)").first().hover();
      await expect(content(page)).toHaveAttribute("data-hydrated", "true");
    }
    await page.locator("[data-page-content] a[href='/guide/start/quick-start']").first().click();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect(page.locator("h1")).toHaveText("Quick Start");
    await page.goBack();
    await expect(page.locator("[data-page-content] img").first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
