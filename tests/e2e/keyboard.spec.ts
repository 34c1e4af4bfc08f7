import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, visited } from "./helpers";

// A reader with a keyboard only: every step below uses Tab, Shift+Tab, Enter, Space, Escape or the
// arrow keys (page.goto stands for arriving from elsewhere). Each stop checks that the focus is
// where the reader expects and visible, then checks what the key did.

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

/** Presses `key` until `target` has the focus; fails after `max` presses (the element is not reachable). */
async function pressUntilFocused(page: Page, target: Locator, key = "Tab", max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `not reachable with ${key} in ${max} presses`).toBeFocused();
}

/** Tab to the skip link and follow it, as a reader heading for the page's content does. */
async function skipToContent(page: Page) {
  await pressUntilFocused(page, page.getByRole("link", { name: "Skip to content" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#content$/);
}

/**
 * What the reader sees of the focused element: its focus outline (or its label's, for the
 * visually hidden radio inputs of the tabs), how opaque it is counting its ancestors, and
 * whether it is on screen.
 */
function focusSeen(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const ring = el.matches("input[type=radio]") ? el.closest("label")! : el;
    const style = getComputedStyle(ring);
    let opacity = 1;
    for (let node: Element | null = ring; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    const box = ring.getBoundingClientRect();
    const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    return { outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1, opaque: opacity > 0.9, onScreen };
  });
}

/** The element has the focus and the reader can see where: an outline, fully opaque, on screen. */
async function expectVisibleFocus(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  await expect.poll(() => focusSeen(page)).toEqual({ outline: true, opaque: true, onScreen: true });
}

test.describe("keyboard-only walkthrough", () => {
  test("the skip link is the first stop and takes the next Tab into the content", async ({ page }) => {
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expectVisibleFocus(page, skip);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#content$/);
    await page.keyboard.press("Tab");
    // Past the banner, navbar and sidebar: the next stop is inside the page's main content.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main#content")))).toBe(true);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("header, nav#sidebar")))).toBe(false);
    await expectVisibleFocus(page, page.locator(":focus"));
  });

  test("navbar: the version menu opens with Enter, Escape closes it; theme toggle; language switch", async ({ page }) => {
    // Reduced motion: the theme switches without a view transition, whose timing is not the point here.
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto("/guide/start/quick-start");
    await hydrated(page);

    const trigger = page.getByRole("button", { name: "v1.x" });
    await pressUntilFocused(page, trigger);
    await expectVisibleFocus(page, trigger);
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(".dropdown-menu").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, page.getByRole("link", { name: /^v2\.x \(latest\)/ }));
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(".dropdown-menu").first()).toBeHidden();
    await expectVisibleFocus(page, trigger);

    const theme = page.getByRole("button", { name: "Switch to dark theme" });
    await pressUntilFocused(page, theme);
    await expectVisibleFocus(page, theme);
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveClass(/dark/);
    const back = page.getByRole("button", { name: "Switch to light theme" });
    await expectVisibleFocus(page, back);
    await page.keyboard.press("Space");
    await expect(page.locator("html")).toHaveClass(/light/);

    // The language switch sits just before the theme toggle.
    const language = page.getByRole("link", { name: "Language: 简体中文" });
    await page.keyboard.press("Shift+Tab");
    await expectVisibleFocus(page, language);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  });

  test("sidebar: a group collapses with Enter and expands with Space; Enter on a link navigates", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    const sidebar = page.getByRole("navigation", { name: "Section navigation" });
    const group = sidebar.getByRole("button", { name: "dev" });
    await pressUntilFocused(page, group);
    await expectVisibleFocus(page, group);
    await page.keyboard.press("Enter");
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar.getByRole("link", { name: "dev.hmr" })).toBeHidden();
    await page.keyboard.press("Space");
    await expect(group).toHaveAttribute("aria-expanded", "true");
    const link = sidebar.getByRole("link", { name: "dev.hmr" });
    await pressUntilFocused(page, link);
    await expectVisibleFocus(page, link);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/config\/dev\/hmr$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("dev.hmr");
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText("dev.hmr");
  });

  test("search: the button opens it with Enter, typing searches, arrows pick a hit, Enter navigates", async ({ page }) => {
    await page.goto("/guide/start/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Search the docs" });
    // Focusing the button warms the search index up; wait for it so a slow first index load on a
    // busy machine is not mistaken for a keyboard problem.
    const warmed = page.waitForResponse((r) => r.url().includes("/1/indexes/"));
    await pressUntilFocused(page, button);
    await expectVisibleFocus(page, button);
    await warmed;
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Search" });
    const box = dialog.getByRole("combobox");
    await expect(box).toBeFocused();
    // Entered as one input event, as an IME commits text. Typed key by key it sends eleven
    // queries, and on a busy machine one can pass the search client's 2 s read timeout and show
    // the error screen: a search latency matter, not a keyboard one.
    await page.keyboard.insertText("server port");
    const options = dialog.getByRole("option");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.first()).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowUp");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    const target = await options.first().locator(".search-hit-url").textContent();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });

  test("tabs: the arrow keys switch the package manager, with the focus on the selected tab", async ({ page }) => {
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    const tabs = page.locator(".tabs[data-group='package-manager']").first();
    const radio = (label: string) => tabs.getByRole("radio", { name: label, exact: true });
    await skipToContent(page);
    await pressUntilFocused(page, radio("npm"));
    await expectVisibleFocus(page, radio("npm"));
    await page.keyboard.press("ArrowRight");
    await expectVisibleFocus(page, radio("yarn"));
    await expect(tabs.locator(".tab-panel:visible code")).toContainText(/^yarn /);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(radio("bun")).toBeChecked();
    await expect(tabs.locator(".tab-panel:visible code")).toContainText(/^bun /);
    await page.keyboard.press("ArrowLeft");
    await expectVisibleFocus(page, radio("pnpm"));
    await expect(tabs.locator(".tab-panel:visible code")).toContainText(/^pnpm /);
    // The group shares the choice: the next install block switched too.
    await expect(page.locator(".tabs[data-group='package-manager']").nth(1).locator(".tab-panel:visible code")).toContainText(/^pnpm /);
  });

  test("code block: Tab reveals the copy button, Enter copies, Space toggles wrap", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/config/server/port");
    await hydrated(page);
    const block = page.locator("article .code-block").first();
    const wrap = block.getByRole("button", { name: "Wrap" });
    await skipToContent(page);
    await pressUntilFocused(page, wrap);
    await expectVisibleFocus(page, wrap);
    await page.keyboard.press("Space");
    await expect(wrap).toHaveAttribute("aria-pressed", "true");
    await expect(block.locator("pre")).toHaveCSS("white-space", "pre-wrap");
    await page.keyboard.press("Tab");
    const copy = block.getByRole("button", { name: "Copy" });
    await expectVisibleFocus(page, copy);
    await page.keyboard.press("Enter");
    await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator("code").textContent());
  });
});
