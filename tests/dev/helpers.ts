import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/** How an editor writes a file: in place, or a temporary file renamed over it (VS Code's safe write, vim). */
export type SaveMode = "in-place" | "rename";

let counter = 0;
/** A word no page contains, unique per call. */
export const marker = (tag = "m") => `devloop${tag}${(counter++).toString(36)}x${Date.now().toString(36)}`;

export function save(file: string, text: string, mode: SaveMode) {
  if (mode === "in-place") return fs.writeFileSync(file, text);
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.swp`);
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** `sed -i`: GNU sed writes a temporary file in the same folder and renames it over the original. */
export const sedReplace = (file: string, from: string, to: string) => execFileSync("sed", ["-i", `s/${from}/${to}/`, file]);

/** The page source with a paragraph holding the marker at its end. */
export const withMarker = (source: string, word: string) => `${source.trimEnd()}\n\n${word}\n`;

export type Seen = { ms: number; status: number; html: string };

/** Polls a page until `ok` holds; the time is counted from `since` (the save). */
export async function until(
  url: string,
  ok: (s: Seen) => boolean | Promise<boolean>,
  { since = performance.now(), timeout = 15_000, every = 40 } = {},
): Promise<Seen> {
  let last: Seen = { ms: 0, status: 0, html: "" };
  while (performance.now() - since < timeout) {
    try {
      // A request caught by a worker reload may never be answered: give up on it and ask again.
      const response = await fetch(url, { headers: { cookie: "rsbuild-visited=1" }, signal: AbortSignal.timeout(5_000) });
      last = { ms: performance.now() - since, status: response.status, html: await response.text() };
      if (await ok(last)) return last;
    } catch {
      // The worker is reloading; ask again.
    }
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`${url}: not as expected after ${timeout} ms (last status ${last.status})`);
}

export const shows = (word: string) => (s: Seen) => s.status === 200 && s.html.includes(word);

/**
 * Closes a tab that may be reloading by itself. Chromium can acknowledge a close that races a
 * navigation commit and then never close the tab (crbug.com/536385539, Playwright #42068), so
 * `page.close()` would wait forever: ask again until the tab is gone.
 */
export async function closeTab(tab: Page): Promise<void> {
  const { targetInfo } = await (await tab.context().newCDPSession(tab)).send("Target.getTargetInfo");
  const browser = await tab.context().browser()!.newBrowserCDPSession();
  const closed = new Promise<true>((resolve) => tab.once("close", () => resolve(true)));
  for (let attempt = 0; attempt < 20; attempt++) {
    await browser.send("Target.closeTarget", { targetId: targetInfo.targetId }).catch(() => undefined);
    if (await Promise.race([closed, new Promise<false>((r) => setTimeout(() => r(false), 1_000))])) return;
  }
  throw new Error("the tab did not close after 20 attempts");
}
