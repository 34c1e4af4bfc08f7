import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { wranglerEnv } from "../wrangler-env.ts";

/** esbuild's keep-names wrapper, which names each function as it is created (off in wrangler.toml: `keep_names`). */
const NAMED = /\b__name\(/g;

/** Bundles the worker as `wrangler deploy` would (no upload) and measures it, with how many keep-names wrappers it holds. */
export function bundleSize({ quiet = false } = {}) {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-"));
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], { stdio: quiet ? "ignore" : "inherit", env: wranglerEnv });
  let raw = 0;
  let gzip = 0;
  let named = 0;
  for (const file of fs.readdirSync(outdir).filter((f) => f.endsWith(".js"))) {
    const bytes = fs.readFileSync(path.join(outdir, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    named += bytes.toString("utf8").match(NAMED)?.length ?? 0;
  }
  fs.rmSync(outdir, { recursive: true, force: true });
  return { raw, gzip, named };
}

export const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
