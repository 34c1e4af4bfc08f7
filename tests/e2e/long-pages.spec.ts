import { expect, test, type Page } from "@playwright/test";
import { visited } from "./helpers";

// Long pages skip the rendering of code blocks off screen (content-visibility, see global.css).
// These tests hold what that must not cost: positions, anchor jumps and find-in-page.
test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

const PAGE = "/plugins/dev/hooks";
const LATE = "environment-context";

/** Where the late heading sits in the document, in CSS pixels. */
const lateTop = (page: Page) => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY, LATE);

/** Scrolls through the whole page, so every block has been rendered once. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`code blocks off screen hold their rendered size at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(PAGE);
    const blocks = page.locator(".prose .code-block");
    expect(await blocks.count()).toBeGreaterThan(40);
    expect(await blocks.last().evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
    const before = await lateTop(page);
    await scrollThrough(page);
    // Blocks keep their rendered size (the `auto` of contain-intrinsic-size), so this is the real
    // position. Lines are 22.39 px where the estimate says 1.4rem: a hundredth of a pixel per line.
    expect(Math.abs((await lateTop(page)) - before)).toBeLessThanOrEqual((await blocks.count()) * 0.1);
  });
}

test("an anchor far down a long page lands at its heading", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${PAGE}#${LATE}`);
  const heading = page.locator(`#${LATE}`);
  await expect(heading).toBeInViewport();
  await page.waitForTimeout(300);
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});

test("find-in-page reaches code far down the page", async ({ page }) => {
  await page.goto(PAGE);
  // A line of the last block found nowhere else on the page, so the match can only be there.
  const text = await page.evaluate(() => {
    const all = document.body.textContent!;
    const lines = [...document.querySelectorAll(".prose .code-block")].at(-1)!.querySelector("code")!.textContent!.split("\n");
    return lines.map((l) => l.trim()).find((l) => l.length > 12 && all.indexOf(l) === all.lastIndexOf(l));
  });
  expect(text).toBeTruthy();
  // window.find is what the browser's find bar runs: it searches skipped content too and scrolls to the match.
  expect(await page.evaluate((t) => (window as unknown as { find: (s: string) => boolean }).find(t!), text)).toBe(true);
  await expect(page.locator(".prose .code-block").last()).toBeInViewport();
});

test("printing renders every code block", async ({ page }) => {
  await page.goto(PAGE);
  await page.emulateMedia({ media: "print" });
  const last = page.locator(".prose .code-block").last();
  expect(await last.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("visible");
  expect(await last.locator("code").evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
});
