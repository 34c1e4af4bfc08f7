import { expect, test, type Page } from "@playwright/test";
import { dismissBanner, expectReachable, hydrated, visited } from "./helpers";

// Every navigation control must be reachable by a finger or a pointer at every width, with the
// announcement banner (every first visit) and without it: each is checked to be the topmost
// element at its centre before it is clicked.
test.use({ hasTouch: true });
test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

const PAGE = "/guide/start/quick-start";

/** Below 768 px: the hamburger and everything in the full-screen menu, then its close button. */
async function checkMobileMenu(page: Page) {
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  await expectReachable(page.getByRole("button", { name: "Search the docs" }));
  await expectReachable(page.getByRole("button", { name: "Rstack products" }));
  const hamburger = page.getByRole("button", { name: "Open navigation" });
  await expectReachable(hamburger);
  await hamburger.click();
  const menu = page.getByRole("dialog", { name: "Main navigation" });
  for (const name of ["Guide", "Config", "Plugin", "API", "Community", /Changelog/, /v0\.x docs/, "简体中文", "Github", "Bluesky"]) {
    await expectReachable(menu.getByRole("link", { name, exact: typeof name === "string" }));
  }
  await expectReachable(menu.getByRole("button", { name: /Switch to (dark|light) theme/ }));
  const close = menu.getByRole("button", { name: "Close navigation" });
  await expectReachable(close);
  await close.click();
  await expect(menu).toHaveCount(0);
}

/** From 768 px: every inline item, the version menu's links, and the social links (some in the popup). */
async function checkInlineNav(page: Page) {
  await expect(page.getByRole("button", { name: "Open navigation" })).toBeHidden();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const name of ["Guide", "Config", "Plugin", "API", "Community"]) await expectReachable(nav.getByRole("link", { name, exact: true }));
  const tools = page.locator(".navbar-tools");
  for (const control of [
    page.getByRole("button", { name: "Rstack products" }),
    tools.getByRole("button", { name: "Search the docs" }),
    tools.getByRole("link", { name: "Language: 简体中文" }),
    tools.getByRole("button", { name: /Switch to (dark|light) theme/ }),
    tools.getByRole("link", { name: "Github" }),
  ]) {
    await expectReachable(control);
  }
  const version = nav.getByRole("button", { name: "v1.x" });
  await expectReachable(version);
  await version.click();
  await expectReachable(nav.getByRole("link", { name: /Changelog/ }));
  await expectReachable(nav.getByRole("link", { name: /v0\.x docs/ }));
  await page.keyboard.press("Escape");
  const more = tools.getByRole("button", { name: "More links" });
  if (await more.isVisible()) {
    await expectReachable(more);
    await more.click();
  }
  for (const name of ["Discord", "X", "Bluesky"]) await expectReachable(tools.getByRole("link", { name, exact: true }));
  if (await more.isVisible()) await page.keyboard.press("Escape");
}

/** The product-family popover next to the title: its six links fit on screen. */
async function checkProductFamily(page: Page) {
  const trigger = page.getByRole("button", { name: "Rstack products" });
  await expectReachable(trigger);
  await trigger.click();
  const links = page.getByRole("dialog", { name: "Rstack products" }).getByRole("link");
  await expect(links).toHaveCount(6);
  const box = await page.getByRole("dialog", { name: "Rstack products" }).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  for (const link of await links.all()) await expectReachable(link);
  await page.keyboard.press("Escape");
  await expect(links).toHaveCount(0);
}

/** The small-screen bar: Menu opens the drawer (closed by its own button), On this page opens the panel below its toggle. */
async function checkMenuBar(page: Page, width: number) {
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  if (width <= 960) {
    await expectReachable(menu);
    await menu.click();
    const drawer = page.getByRole("navigation", { name: "Section navigation" });
    await expectReachable(drawer.getByRole("link", { name: "Quick start" }));
    const close = drawer.getByRole("button", { name: "Close menu" });
    await expectReachable(close);
    await close.click();
    await expect(page.locator("#sidebar")).toBeHidden();
  }
  const toggle = page.getByRole("button", { name: "On this page" });
  if (width <= 1280) {
    await expectReachable(toggle);
    await toggle.click();
    await expectReachable(page.locator("#outline a").first());
    await expectReachable(toggle);
    await toggle.click();
    await expect(page.locator("#outline")).toBeHidden();
  } else {
    await expect(toggle).toBeHidden();
    await expectReachable(page.locator("#outline a").first());
  }
}

for (const width of [320, 375, 768, 1024, 1280]) {
  for (const banner of [true, false]) {
    test(`${width} px, banner ${banner ? "shown" : "dismissed"}: every navigation control is reachable`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      if (!banner) await dismissBanner(page);
      await page.goto(PAGE);
      await hydrated(page);
      await expect(page.locator(".banner")).toBeVisible({ visible: banner });
      if (banner) await expectReachable(page.getByRole("button", { name: "Dismiss banner" }));
      await checkProductFamily(page);
      if (width < 768) await checkMobileMenu(page);
      else await checkInlineNav(page);
      await checkMenuBar(page, width);
    });
  }
}

test("from 320 to 1600 px the navigation is offered one way or the other, never overlapped", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(PAGE);
  await hydrated(page);
  const widths = [767, 768, 769, 1099, 1100, 1101];
  for (let w = 320; w <= 1600; w += 40) widths.push(w);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const hamburger = page.getByRole("button", { name: "Open navigation" });
    if (width < 768) {
      await expectReachable(hamburger);
      continue;
    }
    await expect(hamburger, `${width} px`).toBeHidden();
    // One hit test of every visible control per width, in the page (one call per control made this test 50 s).
    const covered = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".navbar-inner a, .navbar-inner button")]
          .filter((el) => el.checkVisibility({ visibilityProperty: true }))
          .flatMap((el) => {
            const r = el.getBoundingClientRect();
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return top === el || el.contains(top)
              ? []
              : [`${el.outerHTML.slice(0, 60)} covered by ${top?.outerHTML.slice(0, 60) ?? "nothing"}`];
          }),
      );
    expect(await page.locator(".navbar-inner").locator("a:visible, button:visible").count(), `${width} px`).toBeGreaterThan(4);
    await expect.poll(covered, { message: `${width} px: every navbar control is the topmost element at its centre` }).toEqual([]);
  }
});
