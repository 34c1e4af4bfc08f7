import fs from "node:fs";
import path from "node:path";
import type { Message } from "esbuild";
import { preprocess } from "./preprocess.ts";

/** Where and why a page failed to compile, with the author's line numbers. */
export interface PageError {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** The MDX parser's message (a vfile message) as esbuild carries it in `detail`: a point, a place, a reason, a cause. */
interface Detail {
  line?: number;
  column?: number;
  place?: Detail;
  reason?: string;
  message?: string;
  cause?: Detail;
}

const firstMessage = (error: unknown): Message | undefined =>
  typeof error === "object" && error !== null && "errors" in error && Array.isArray(error.errors) ? error.errors[0] : undefined;

const messageOf = (error: unknown): unknown =>
  typeof error === "object" && error !== null && "message" in error ? error.message : undefined;

/**
 * A page's compile failure as { file, line, column, message }, for the build's message, the
 * dev server's terminal and its error overlay. mdx-bundler reports through esbuild: the MDX parser's message and
 * position are in the error's detail; a failing imported fragment is named by its path.
 */
export function describeError(error: unknown, pageAbs: string, root: string): PageError {
  const first = firstMessage(error);
  const detail: Detail = first?.detail ?? {};
  const cause: Detail = detail.cause ?? {};
  const where = [cause.place, detail.place, cause, detail].find((p) => p && (p.line ?? 0) > 0);
  const reasonAt = /\((\d+):(\d+)[-)]/.exec(cause.reason ?? detail.reason ?? "");
  const file = fileOf(first?.location?.file, pageAbs);
  const preprocessedLine = where?.line ?? (reasonAt ? Number(reasonAt[1]) : first?.location?.line || 0);
  const message = cause.reason ?? cause.message ?? (first ? first.text : messageOf(error)) ?? String(error);
  return {
    file: path.relative(root, file),
    line: preprocessedLine ? sourceLine(file, preprocessedLine) : 0,
    column: where?.column ?? (reasonAt ? Number(reasonAt[2]) : 0),
    message: String(message).replace(/^Cannot process MDX file with esbuild:\s*/, ""),
  };
}

/** mdx-bundler names the page itself `_mdx_bundler_entry_point-….mdx`; fragments keep their paths. */
function fileOf(reported: string | undefined, pageAbs: string): string {
  if (!reported || reported.startsWith("_mdx_bundler_entry_point")) return pageAbs;
  return path.resolve(path.dirname(pageAbs), reported);
}

/** Containers become two lines each in preprocessing; map a line of the rewritten source back. */
function sourceLine(file: string, line: number): number {
  let lines: string[];
  try {
    lines = fs.readFileSync(file, "utf8").split("\n");
  } catch {
    return line;
  }
  let low = 1;
  let high = lines.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (preprocess(lines.slice(0, mid).join("\n")).split("\n").length >= line) high = mid;
    else low = mid + 1;
  }
  return low;
}

export const formatError = (e: PageError): string =>
  `${e.file}${e.line ? `:${e.line}${e.column ? `:${e.column}` : ""}` : ""}: ${e.message}`;
