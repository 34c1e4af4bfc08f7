import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { rspack } from "@rsbuild/core";

/**
 * Remix's compiler minifies with esbuild, which favours speed over size. SWC's minifier (the
 * one Rspack ships, so no new package) packs the same code about 4% smaller after gzip, which
 * every first visit pays for. Chunk names keep esbuild's content hash: the same sources still
 * give the same bytes, since the minifier is deterministic.
 */
const OPTIONS = { compress: { passes: 2 }, mangle: true, module: true, ecma: 2020 } as const;

export interface MinifyResult {
  files: number;
  gzipBefore: number;
  gzipAfter: number;
}

/**
 * Modules fetched at idle for a later tap (the search modal's dialog, client and screens): V8
 * compiles their functions lazily, at their first call, which put about 30 ms (phone CPU) of
 * compiling into the first opening of search. Chromium's explicit compile hint, a magic comment
 * on the first line, has them compiled when the module loads instead, off the reader's tap.
 * Other browsers read it as a comment.
 */
const EAGER_MODULES = [/^SearchModal-/];
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The module's code as written to disk: with the compile hint when it is one of those modules. */
export function withCompileHint(file: string, code: string): string {
  const eager = EAGER_MODULES.some((name) => name.test(path.basename(file)));
  return eager && !code.startsWith(COMPILE_HINT) ? COMPILE_HINT + code : code;
}

const gzipSize = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

function scripts(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".js"))
    .map((f) => path.join(dir, f));
}

/** Re-minifies one module's source; keeps the input when SWC's output is not smaller. */
export async function minifyModule(code: string): Promise<string> {
  const out = await rspack.experiments.swc.minify(code, OPTIONS);
  return out.code.length < code.length ? out.code : code;
}

/** Re-minifies every browser module under `dir` in place. */
export async function minifyAssets(dir: string): Promise<MinifyResult> {
  const result: MinifyResult = { files: 0, gzipBefore: 0, gzipAfter: 0 };
  for (const file of scripts(dir)) {
    const code = fs.readFileSync(file, "utf8");
    const next = withCompileHint(file, await minifyModule(code));
    result.files++;
    result.gzipBefore += gzipSize(code);
    result.gzipAfter += gzipSize(next);
    if (next !== code) fs.writeFileSync(file, next);
  }
  return result;
}
