import type { Browser, Locator, Page } from "@playwright/test";
import type { Lang } from "../../app/shared/config/types.ts";
import { phonePage } from "./phone.ts";
import { type Control, MENU } from "./tap-controls.ts";
import { attachProbe, type Probe } from "./tap-probe.ts";
import type { Outcome } from "./tap-stats.ts";

/** How long a tap may wait for its answer before the run counts it as none. */
const ANSWER_MS = 10_000;
/** What the bench types into the opened search: a word both languages' indexes hold. */
export const QUERY = "proxy";

type Probed = typeof window & { __tapProbe: Probe };
type Next = Awaited<ReturnType<typeof attachProbe>>["next"];

/** One fresh load's figures for a control: its first tap, a later tap once the app is live, and that tap's INP. */
export interface RunResult {
  first: Outcome;
  later: Outcome;
  inp: number | undefined;
  viaMenu: boolean;
  /** Search only: first key to the first result on screen. */
  results?: Outcome;
}

const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * The control on screen, scrolled into view (by script: a scroll is no tap), or undefined.
 * Through the mobile menu when the control lives there and is not on screen.
 */
async function reach(page: Page, control: Control, lang: Lang) {
  const all = control.find(page, lang);
  const shown = all.filter({ visible: true }).first();
  // content-visibility can leave a part's controls unlaid until the part is near the screen.
  if (!control.inMenu && !(await shown.count()) && (await all.count()))
    await all.first().evaluate((el) => el.scrollIntoView({ block: "center" }));
  if (await shown.count()) return { found: shown, viaMenu: false };
  const menu = MENU.find(page, lang).filter({ visible: true }).first();
  if (!control.inMenu || !(await menu.count())) return { found: undefined, viaMenu: false };
  await tapOn(page, menu);
  const opened = await shown.waitFor({ timeout: ANSWER_MS }).then(
    () => true,
    () => false,
  );
  return { found: opened ? shown : undefined, viaMenu: true };
}

/** Scrolls the element into view by script where it is off screen. */
const intoView = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight) el.scrollIntoView({ block: "center" });
  });

/** A trusted touch at the middle of the element, brought into view first. */
async function tapOn(page: Page, target: Locator) {
  await intoView(target);
  const box = await target.boundingBox();
  if (!box) throw new Error("the control has no box");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Arms the probe for the element, taps it and waits for the answer. */
async function timedTap(page: Page, control: Control, target: Locator, next: Next): Promise<Outcome> {
  await intoView(target);
  await frames(page);
  await target.evaluate((el, kind) => (window as Probed).__tapProbe.arm(el, kind), control.kind);
  const answer = next(ANSWER_MS);
  await tapOn(page, target);
  const report = await answer;
  return report ? report.ms : "none";
}

/**
 * Leaves the answer so the later tap can show it again: overlays closed (Escape, or a second tap
 * on a control that still says it is expanded), a copied state gone.
 */
async function settle(page: Page, control: Control, target: Locator) {
  if (control.kind === "open" || control.kind === "field" || control.kind === "lang") {
    await page.keyboard.press("Escape");
    await page.waitForTimeout(300);
    const open = await target.getAttribute("aria-expanded", { timeout: 1000 }).catch(() => null);
    if (open === "true") {
      await tapOn(page, target);
      await page.waitForTimeout(300);
    }
  }
  if (control.kind === "copy") {
    const text = await target.textContent().catch(() => null);
    await page
      .waitForFunction(([el, t]) => el?.textContent !== t, [await target.elementHandle(), text] as const, { timeout: 5000, polling: 100 })
      .catch(() => undefined);
  }
  if (control.inMenu) {
    await page.keyboard.press("Escape");
    await page.waitForTimeout(300);
  }
}

/**
 * Waits until the app is live (`html[data-hydrated]`). A build that starts it at the first
 * intent started it with the first tap; where that tap left for a new document, a key that does
 * nothing else starts it there.
 */
async function untilLive(page: Page) {
  const hydrated = (timeout: number) =>
    page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout, polling: 100 });
  await hydrated(5000).catch(async () => {
    await page.keyboard.press("Shift");
    await hydrated(30_000);
  });
  await page.waitForTimeout(300);
}

/** Types the query into the opened search and times its first key to the first result on screen. */
async function typeQuery(page: Page, next: Next): Promise<Outcome> {
  await page.evaluate(() => (window as Probed).__tapProbe.arm(null, "results"));
  const answer = next(ANSWER_MS);
  await page.keyboard.type(QUERY, { delay: 120 });
  const report = await answer;
  return report ? report.ms : "none";
}

/** A fresh phone load of the page, then the control's first tap, later tap and INP. */
export async function runOnce(
  browser: Browser,
  origin: string,
  path: string,
  lang: Lang,
  control: Control,
): Promise<RunResult | undefined> {
  const page = await phonePage(browser, origin);
  try {
    const { next } = await attachProbe(page);
    await page.goto(origin + path, { waitUntil: "load" });
    if (!(await control.find(page, lang).count())) return undefined;
    const firstReach = await reach(page, control, lang);
    const result: RunResult = { first: "hidden", later: "hidden", inp: undefined, viaMenu: firstReach.viaMenu };
    if (firstReach.found) {
      result.first = await timedTap(page, control, firstReach.found, next);
      if (control.kind === "field") result.results = result.first === "none" ? "none" : await typeQuery(page, next);
      await settle(page, control, firstReach.found);
    }
    await untilLive(page);
    // A language link has led to the other language's page.
    const now = await page.evaluate(() => (document.documentElement.lang.startsWith("zh") ? "zh" : "en"));
    const laterReach = await reach(page, control, now);
    if (laterReach.found) {
      result.later = await timedTap(page, control, laterReach.found, next);
      // Event Timing reports an interaction after the frame that presented it.
      await page.waitForTimeout(300);
      result.inp = await page.evaluate(() => {
        const probe = (window as Probed).__tapProbe;
        return probe.inpSince(probe.lastStart());
      });
    }
    return result;
  } finally {
    await page.context().close();
  }
}
