import { expect, test, type Page } from "@playwright/test";
import { ANCHOR_SCROLL_DELAY } from "../../app/hooks/useAnchorScroll";
import { holdApp, hydrated, visited } from "./helpers";

// Long pages skip the rendering of what is off screen (content-visibility, see content.css): code
// blocks, and the page's sections (scripts/content/rehype-sections.ts). These tests hold what that
// must not cost: positions, anchor jumps, the outline, find-in-page, printing, reading without
// JavaScript.
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
    // The page's sections rendered, so only the code blocks' estimates are in play here.
    await page.addStyleTag({ content: ".prose .doc-section { content-visibility: visible }" });
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

/** The cumulative layout shift recorded on the page so far. */
const shifted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 200);
      }),
  );

test("sections lay out as the unwrapped page would, with estimates near their real height", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/zh/guide/start/quick-start");
  const sections = page.locator(".prose .doc-section");
  expect(await sections.count()).toBeGreaterThan(6);
  expect(await sections.last().evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
  const tops = () =>
    page.evaluate(() =>
      [...document.querySelectorAll(".prose :is(h2, h3, p, pre, li)")].map((e) => e.getBoundingClientRect().top + scrollY),
    );
  await page.addStyleTag({ content: ".prose .doc-section, .prose .code-block { content-visibility: visible !important }" });
  const wrapped = await tops();
  // Each estimate against the height the part takes once rendered, and all of them together.
  const sizes = await sections.evaluateAll((els) =>
    els.map((el) => [parseFloat((el as HTMLElement).style.getPropertyValue("--section-phone")), el.getBoundingClientRect().height - 16]),
  );
  const total = sizes.reduce((sum, [estimate, real]) => [sum[0] + estimate, sum[1] + real], [0, 0]);
  expect(total[0] / total[1]).toBeGreaterThan(0.85);
  expect(total[0] / total[1]).toBeLessThan(1.2);
  for (const [estimate, real] of sizes) expect(Math.abs(estimate - real)).toBeLessThan(Math.max(300, real * 0.5));
  // Unwrapped, the blocks sit where they are in their sections.
  await page.evaluate(() => {
    for (const section of document.querySelectorAll(".prose .doc-section")) section.replaceWith(...section.childNodes);
  });
  expect(await tops()).toEqual(wrapped);
});

test("no layout shift while a phone scrolls down a long page, then up from an anchor far down", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(PAGE);
  await scrollThrough(page);
  expect(await shifted(page)).toBe(0);
  // Loaded at a late heading, the parts above render as the reader scrolls up to them: what is
  // on screen moves by the scroll and nothing more (the layout-shift entries leave scrolling out).
  await page.goto(`${PAGE}#${LATE}`);
  const drift = await page.evaluate(async () => {
    let worst = 0;
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await frame();
    while (window.scrollY > 0) {
      const seen = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)!;
      const [top, y] = [seen.getBoundingClientRect().top, window.scrollY];
      window.scrollTo(0, y - window.innerHeight / 2);
      await frame();
      worst = Math.max(worst, Math.abs(seen.getBoundingClientRect().top - (top + y - window.scrollY)));
    }
    return worst;
  });
  expect(drift).toBeLessThan(1);
  expect(await shifted(page)).toBe(0);
});

test("the outline marks the heading an anchor in the middle of a long page landed on", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Parts of the page above and below it are skipped, and must count as above and below.
  const MIDDLE = "on-before-build";
  await page.goto(`${PAGE}#${MIDDLE}`);
  await hydrated(page);
  await expect(page.locator('.outline a[aria-current="location"]')).toHaveAttribute("href", `#${MIDDLE}`);
  // Back at the top no heading is above the line yet, none of the parts skipped below either.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator(".outline a[aria-current]")).toHaveCount(0);
});

test("a reader who scrolled away from the anchor before the app started stays where they are", async ({ page }) => {
  const release = await holdApp(page);
  await page.goto(`${PAGE}#${LATE}`, { waitUntil: "domcontentloaded" });
  await expect(page.locator(`#${LATE}`)).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  release();
  await hydrated(page);
  // Waiting for something not to happen: the app's anchor scroll would come this long after it started.
  await page.waitForTimeout(3 * ANCHOR_SCROLL_DELAY);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("find-in-page reaches text far down the page", async ({ page }) => {
  await page.goto("/zh/guide/start/quick-start");
  const last = page.locator(".prose .doc-section p").last();
  const text = await last.evaluate((el) => el.textContent!.slice(0, 12));
  expect(await page.evaluate((t) => (window as unknown as { find: (s: string) => boolean }).find(t), text)).toBe(true);
  await expect(last).toBeInViewport();
});

test("printing renders every section", async ({ page }) => {
  await page.goto(PAGE);
  await page.emulateMedia({ media: "print" });
  const last = page.locator(".prose .doc-section").last();
  expect(await last.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("visible");
  expect(
    await last
      .locator("p")
      .last()
      .evaluate((el) => el.getBoundingClientRect().height),
  ).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("an anchor far down lands at its heading and the sections read", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${PAGE}#${LATE}`);
    await expect(page.locator(`#${LATE}`)).toBeInViewport();
    const top = await page.locator(`#${LATE}`).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(await page.locator(`#${LATE} + p`).evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
  });
});
