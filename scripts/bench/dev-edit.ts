import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../chromium.ts";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ms from `since` until the page served at `url` contains `word`. */
export async function visibleAfter(url: string, word: string, since: number, timeout = 30_000) {
  while (performance.now() - since < timeout) {
    const html = await fetch(url, { headers: { cookie: "rsbuild-visited=1" } }).then(
      (r) => r.text(),
      () => "",
    );
    if (html.includes(word)) return performance.now() - since;
    await sleep(10);
  }
  throw new Error(`dev bench: ${word} not visible after ${timeout} ms`);
}

/** Writes the file in place, or (`byRename`) as editors that save through a temporary file do. */
export function save(file: string, text: string, byRename: boolean) {
  if (!byRename) return fs.writeFileSync(file, text);
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.bench.swp`);
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** Saves with a tab open on the page: time until the tab, reloaded by the dev client, shows the text. */
export async function tabTimes(url: string, file: string, source: string, saves: number) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const tab = await browser.newPage();
    await tab.goto(url);
    const times: number[] = [];
    for (let i = 0; i < saves; i++) {
      const word = `devtab${i}x${Date.now().toString(36)}`;
      const since = performance.now();
      save(file, `${source}\n\n${word}\n`, i % 2 === 1);
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered (visible) text is what the reader waits for.
      await tab.waitForFunction((w) => document.body.innerText.includes(w), word, { timeout: 30_000, polling: 10 });
      times.push(performance.now() - since);
      await sleep(300);
    }
    return times;
  } finally {
    await browser.close();
  }
}
