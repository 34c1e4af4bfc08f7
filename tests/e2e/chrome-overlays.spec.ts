import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectReachable, hydrated, visited, watchConsole } from "./helpers";

// Every overlay closes with Escape, a press outside and a visible control, and gives focus back
// to its trigger. The modal ones (mobile menu, sidebar drawer, outline panel) keep Tab inside;
// the menus (version, product family) close when focus leaves them. First visits: the banner shows.
test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

const PAGE = "/guide/start/quick-start";
const phone = { viewport: { width: 375, height: 812 }, hasTouch: true };

async function open(_page: Page, trigger: Locator, overlay: Locator) {
  await expectReachable(trigger);
  await trigger.click();
  await expect(overlay).toBeVisible();
}

/** Tab and Shift+Tab, one more time than there are stops, never leave the overlay. */
async function expectFocusContained(page: Page, overlay: Locator) {
  const stops = await overlay.evaluate((el) => el.querySelectorAll("a[href], button").length);
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i <= stops; i++) {
      await page.keyboard.press(key);
      expect(await overlay.evaluate((el) => el.contains(document.activeElement)), `${key} #${i + 1}`).toBe(true);
    }
  }
}

test.describe("modal overlays on a phone", () => {
  test.use(phone);

  test("mobile menu: a modal dialog over the banner and navbar; Escape, its close button, Tab kept inside, focus back", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(PAGE);
    await hydrated(page);
    const hamburger = page.getByRole("button", { name: "Open navigation" });
    const menu = page.getByRole("dialog", { name: "Main navigation" });
    await open(page, hamburger, menu);
    await expect(menu).toHaveAttribute("aria-modal", "true");
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    // Full screen: nothing outside it to press, and its own close button on top.
    const corners = await page.evaluate(() =>
      [
        [1, 1],
        [374, 1],
        [1, 811],
        [374, 811],
      ].map(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest("#nav-screen"))),
    );
    expect(corners).toEqual([true, true, true, true]);
    await expect(menu.getByRole("button", { name: "Close navigation" })).toBeFocused();
    await expectFocusContained(page, menu);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(hamburger).toBeFocused();

    await open(page, hamburger, menu);
    const close = menu.getByRole("button", { name: "Close navigation" });
    await expectReachable(close);
    await close.click();
    await expect(menu).toHaveCount(0);
    await expect(hamburger).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("sidebar drawer: Escape, a press on the backdrop, its close button, Tab kept inside, focus back to Menu", async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page);
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    const drawer = page.locator("#sidebar");
    await open(page, menuButton, drawer);
    const close = drawer.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    await expectFocusContained(page, drawer);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    await open(page, menuButton, drawer);
    // The backdrop, right of the drawer, is what a finger meets there.
    expect(await page.evaluate(() => document.elementFromPoint(340, 500)?.className)).toBe("sidebar-overlay");
    await page.mouse.click(340, 500);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await open(page, menuButton, drawer);
    await expectReachable(close);
    await close.click();
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("outline panel: below its toggle with the banner showing; Escape, a press outside, the toggle, Tab kept inside, focus back", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await hydrated(page);
    await expect(page.locator(".banner")).toBeVisible();
    const toggle = page.getByRole("button", { name: "On this page" });
    const panel = page.locator("#outline");
    await open(page, toggle, panel);
    const [t, p] = [await toggle.boundingBox(), await panel.boundingBox()];
    expect(p!.y).toBeGreaterThanOrEqual(t!.y + t!.height);
    await expectReachable(toggle);
    await expect(panel.locator("a").first()).toBeFocused();
    await expectFocusContained(page, panel);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await open(page, toggle, panel);
    await page.locator(".sidebar-menu-bar").click({ position: { x: 150, y: 23 } });
    await expect(panel).toBeHidden();

    await open(page, toggle, panel);
    await expectReachable(toggle);
    await toggle.click();
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("menus on a desktop", () => {
  test("version menu: a click after the hover that opened it keeps it open; the next click, Escape and a press outside close it", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "v1.x" });
    const menu = page.locator(".navbar-nav .dropdown-menu");
    await trigger.hover();
    await expect(menu).toBeVisible();
    await trigger.click();
    await page.waitForTimeout(300);
    await expect(menu).toBeVisible();
    await trigger.click();
    await expect(menu).toBeHidden();
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.locator("header.navbar").click({ position: { x: 400, y: 66 } });
    await expect(menu).toBeHidden();
  });

  test("version menu from the keyboard: focus leaving it closes it; Escape returns focus to the trigger", async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "v1.x" });
    const menu = page.locator(".navbar-nav .dropdown-menu");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    // The 2.x docs, the changelog, the 0.x docs.
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: /v0\.x docs/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    // Past its last link, focus leaves the menu.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
  });

  test("product-family popover: an Escape right after it opens closes it for good; outside press, trigger and focus", async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "Rstack products" });
    const panel = page.getByRole("dialog", { name: "Rstack products" });
    // Opened by a click while the hover delay is still running, closed at once: the hover must not reopen it.
    await trigger.click();
    await page.keyboard.press("Escape");
    await page.waitForTimeout(400);
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.mouse.move(0, 400);
    await trigger.hover();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await page.waitForTimeout(300);
    await expect(panel).toBeHidden();

    await page.mouse.move(0, 400);
    await trigger.click();
    await expect(panel).toBeVisible();
    await page.locator("header.navbar").click({ position: { x: 400, y: 66 } });
    await expect(panel).toBeHidden();

    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("link").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(panel).toBeHidden();
  });
});

test.describe("menus on a touch screen", () => {
  test.use(phone);

  test("a tap opens the popover and the next tap on its button closes it", async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "Rstack products" });
    const panel = page.getByRole("dialog", { name: "Rstack products" });
    await expectReachable(trigger);
    await trigger.tap();
    await expect(panel).toBeVisible();
    await page.waitForTimeout(300);
    await expect(panel).toBeVisible();
    await trigger.tap();
    await expect(panel).toBeHidden();
    await trigger.tap();
    await expect(panel).toBeVisible();
    await page.locator("header.navbar").tap({ position: { x: 250, y: 28 } });
    await expect(panel).toBeHidden();
  });
});
