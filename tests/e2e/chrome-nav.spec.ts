import { expect, test } from "@playwright/test";
import { hydrated, visited, watchConsole } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

test.describe("navbar", () => {
  test("logo links home; the spec's items; Guide active under /guide/", async ({ page }) => {
    await page.goto("/guide/start/quick-start");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(page.locator(".navbar-title")).toHaveAttribute("href", "/");
    for (const [text, href] of [
      ["Guide", "/guide/start/"],
      ["Config", "/config/"],
      ["Plugin", "/plugins/list/"],
      ["API", "/api/start/"],
      ["Community", "/community/"],
    ]) {
      await expect(nav.getByRole("link", { name: text, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Guide" })).toHaveClass(/active/);
    await expect(nav.getByRole("link", { name: "Guide" })).toHaveAttribute("aria-current", "true");
    await expect(nav.getByRole("link", { name: "Config" })).not.toHaveClass(/active/);
  });

  test("the Chinese navbar is the same tree under /zh", async ({ page }) => {
    await page.goto("/zh/guide/start/");
    const nav = page.getByRole("navigation", { name: "主导航" });
    await expect(nav.getByRole("link", { name: "指南" })).toHaveAttribute("href", "/zh/guide/start/");
    await expect(nav.getByRole("link", { name: "配置" })).toHaveAttribute("href", "/zh/config/");
    await expect(page.locator(".dropdown-menu a[href='https://rsbuild.rs/zh/']").first()).toContainText("v2.x（最新）");
    await expect(nav.getByRole("link", { name: "指南" })).toHaveClass(/active/);
  });

  test("the version menu opens on hover and closes 150 ms after the pointer leaves", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "v1.x" });
    const menu = page.locator(".dropdown-menu").first();
    await trigger.hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: /^v2\.x \(latest\)/ })).toHaveAttribute("href", "https://rsbuild.rs/");
    await expect(menu.getByRole("link", { name: /Changelog/ })).toHaveAttribute("href", /github\.com/);
    await expect(menu.getByRole("link", { name: /v0\.x docs/ })).toHaveAttribute("target", "_blank");
    await page.evaluate(() => {
      const w = window as unknown as { __left: number; __hidden: number };
      const menuEl = document.querySelector(".dropdown-menu")!;
      document.querySelector(".dropdown")!.addEventListener("pointerleave", () => (w.__left = performance.now()));
      new MutationObserver(() => menuEl.hasAttribute("hidden") && (w.__hidden = performance.now())).observe(menuEl, { attributes: true });
    });
    await page.mouse.move(10, 600);
    await expect(menu).toBeHidden();
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __left: number; __hidden: number };
      return w.__hidden - w.__left;
    });
    expect(delay).toBeGreaterThanOrEqual(145);
    expect(delay).toBeLessThan(600);
  });

  test("the version menu works from the keyboard; Escape closes it and returns focus", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "v1.x" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /^v2\.x \(latest\)/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("the language switcher opens the same page in the other language", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    await page.getByRole("link", { name: "Language: 简体中文" }).click();
    await expect(page).toHaveURL(/\/zh\/config\/server\/port$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.getByRole("link", { name: "语言: English" }).click();
    await expect(page).toHaveURL(/\/config\/server\/port$/);
  });

  test("social links: github, discord, x and bluesky, opening in a new tab", async ({ page }) => {
    await page.goto("/guide/start/");
    for (const name of ["Github", "Discord", "X", "Bluesky"]) {
      await expect(page.locator(".navbar-tools").getByRole("link", { name, exact: true })).toHaveAttribute("target", "_blank");
    }
  });

  test("the navbar is 72 px high, hides while scrolling down and returns on scroll up", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    const navbar = page.locator("header.navbar");
    expect((await navbar.boundingBox())?.height).toBe(72);
    await page.mouse.wheel(0, 900);
    await expect(navbar).toHaveClass(/hidden/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--navbar-height").trim())).toBe("0px");
    await page.mouse.wheel(0, -300);
    await expect(navbar).not.toHaveClass(/hidden/);
  });

  test("on the landing page the navbar is transparent at the top and solid after 100 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/");
    await hydrated(page);
    const navbar = page.locator("header.navbar");
    await expect(navbar).toHaveClass(/transparent/);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(navbar).not.toHaveClass(/transparent/);
  });

  test("internal links in content navigate client-side", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/config/server/port");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.locator("article a[href^='/config/']").first().click();
    await expect(page).not.toHaveURL(/\/config\/server\/port$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    expect(problems).toEqual([]);
  });
});
