import fs from "node:fs";
import path from "node:path";
import { makeSandbox, startDev } from "../dev/sandbox.ts";
import { save, sleep, tabTimes, visibleAfter } from "./dev-edit.ts";
import { percentile } from "./server.ts";

/**
 * The authoring loop: `npm run dev` in a copy of the project (scripts/dev/sandbox.ts), its
 * start time (command to first page served), then edit-to-visible for a run of saves, in place
 * and by rename in turn: from the moment the file is written to the first answer of the page
 * that contains the new text; and for an open Chromium tab, until it shows the text after its
 * automatic reload.
 */
const PAGE = { rel: "en/guide/start/quick-start.mdx", route: "/guide/start/quick-start" };

interface DevLoopOptions {
  port: number;
  saves?: number;
  log?: (line: string) => void;
}

export async function devLoop({ port, saves = 24, log = console.log }: DevLoopOptions) {
  const sandbox = makeSandbox();
  const dev = await startDev(sandbox, port).catch((error) => {
    sandbox.remove();
    throw error;
  });
  try {
    const file = path.join(sandbox.content, PAGE.rel);
    const source = fs.readFileSync(file, "utf8").trimEnd();
    const url = `${dev.url}${PAGE.route}`;
    // The highlighter loads right after start; let it, as an author opening the page would.
    await fetch(url);
    await sleep(3000);
    const times: number[] = [];
    for (let i = 0; i < saves; i++) {
      const word = `devbench${i}x${Date.now().toString(36)}`;
      const since = performance.now();
      save(file, `${source}\n\n${word}\n`, i % 2 === 1);
      times.push(await visibleAfter(url, word, since));
      await sleep(200);
    }
    const tab = await tabTimes(url, file, source, 10);
    const ms = (n: number) => `${Math.round(n)} ms`;
    log(`dev server start (npm run dev to first page served): ${(dev.startMs / 1000).toFixed(1)} s`);
    log(
      `dev edit to visible (served HTML), ${saves} saves in place and by rename: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))} (goal: median ≤ 1000 ms, p95 ≤ 2000 ms)`,
    );
    log(
      `dev edit to visible in an open tab (reloaded by the dev client), ${tab.length} saves: median ${ms(percentile(tab, 50))}, p95 ${ms(percentile(tab, 95))}`,
    );
    return { startMs: dev.startMs, median: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await dev.stop();
    sandbox.remove();
  }
}
