import { expect, test } from "@playwright/test";
import { hydrated, visited } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

test.describe("landing page", () => {
  test("hero, features, benchmark and toolchain in English", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Rsbuild" })).toBeVisible();
    await expect(page.locator(".hero-subtitle")).toHaveText("The Rspack-based build tool");
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/guide/start/quick-start");
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/guide/start/");
    await expect(page.locator(".hero-star")).toHaveCount(35);
    await expect(page.locator(".hero-oval")).toHaveCount(1);
    // The hero logo is the likely LCP element: fetched first, and sized so nothing moves.
    await expect(page.locator(".hero img").first()).toHaveAttribute("fetchpriority", "high");
    await expect(page.locator(".feature-card")).toHaveCount(6);
    await expect(page.locator(".feature-card.clickable").first()).toHaveAttribute("href", "/guide/start/features");
    await expect(page.locator(".home-features")).toHaveAttribute("data-columns", "3");
    const tools = page.locator(".tool-card");
    await expect(tools).toHaveCount(6);
    await expect(tools.first()).toHaveAttribute("target", "_blank");
    const rspack = tools.filter({ has: page.locator(".tool-name", { hasText: /^Rspack$/ }) });
    await expect(rspack).toHaveAttribute("href", "https://rspack.rs/");
    await expect(rspack).toContainText("A fast Rust-based bundler");
  });

  test("the Chinese landing uses Chinese texts and tool links", async ({ page }) => {
    await page.goto("/zh/");
    await expect(page.getByRole("link", { name: "快速开始" })).toHaveAttribute("href", "/zh/guide/start/quick-start");
    await expect(page.locator(".tool-card").filter({ has: page.locator(".tool-name", { hasText: /^Rspack$/ }) })).toHaveAttribute(
      "href",
      "https://rspack.rs/zh/",
    );
    await expect(page.locator(".benchmark-label").first()).toHaveText("开发服务器启动");
  });

  test("the landing page makes no request to another host", async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith("data:")) foreign.push(r.url());
    });
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
  });

  test("benchmark bars wait until scrolled into view, then grow linearly to their width", async ({ page }) => {
    // The page's clock runs in real time until the end, where it skips the 28 s the slowest bar counts.
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/");
    await hydrated(page);
    const section = page.locator(".benchmark");
    // The page content hydrates when the section comes within 400 px: stop 200 px short of view.
    await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight - 200));
    await expect(section).toHaveAttribute("data-phase", "waiting");
    const bars = page.locator(".benchmark-bar");
    expect(await bars.first().evaluate((el) => el.getBoundingClientRect().width)).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-phase", "running");
    const fast = bars.first();
    expect(await fast.evaluate((el) => getComputedStyle(el).transitionTimingFunction)).toBe("linear");
    expect(await fast.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe(`${await fast.getAttribute("data-time")}s`);
    await page.waitForTimeout(1300);
    const track = await page
      .locator(".benchmark-track")
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    const width = await fast.evaluate((el) => el.getBoundingClientRect().width);
    const expected = (0.986 / 28.242) * track;
    expect(Math.abs(width - expected)).toBeLessThan(2);
    await expect(page.locator(".benchmark-time").first()).toHaveText("986ms");
    const slowest = page.locator(".benchmark-row").filter({ hasText: "webpack" }).nth(1).locator(".benchmark-time");
    await expect(slowest).not.toHaveText("28.24s");
    await page.clock.fastForward(28_000);
    // A second, not the 7 s default: time flows meanwhile, and the skip alone must reach the end.
    await expect(slowest).toHaveText("28.24s", { timeout: 1000 });
  });

  test("without JavaScript the benchmark shows final bars and times", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await visited(context, baseURL);
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator(".benchmark-time").first()).toHaveText("986ms");
    const style = await page.locator(".benchmark-bar").first().getAttribute("style");
    expect(style).toContain("width:3.49");
    await context.close();
  });

  test("the product-family popover: English, Escape closes it", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "Rstack products" });
    await trigger.hover();
    const panel = page.getByRole("dialog", { name: "Rstack products" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: /Rslib/ })).toHaveAttribute("href", "https://rslib.rs/");
    await trigger.focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("the product-family popover is Chinese on Chinese pages", async ({ page }) => {
    await page.goto("/zh/guide/start/");
    await hydrated(page);
    await page.getByRole("button", { name: "Rstack 产品" }).click();
    await expect(page.getByRole("dialog", { name: "Rstack 产品" }).getByRole("link", { name: /Rslib/ })).toHaveAttribute(
      "href",
      "https://rslib.rs/zh/",
    );
  });

  test("stars lean toward the pointer within 100 px", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const star = page.locator(".hero-star").nth(10);
    const box = (await star.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2);
    await expect.poll(() => star.evaluate((el) => (el as HTMLElement).style.transform)).toMatch(/translate\([1-9][\d.]*px, 0px\)/);
  });
});
