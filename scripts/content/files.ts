import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Lang } from "../../app/shared/config/types.ts";

/** A routed page: its language, path under the language folder, absolute path and id (`en/guide/start/index.mdx`). */
export interface Page {
  lang: Lang;
  rel: string;
  abs: string;
  id: string;
}

export const sha = (s: string): string => createHash("sha256").update(s).digest("hex");

/** Every routed page: content/{en,zh}/**\/*.mdx outside shared/ folders. */
export function listPages(contentDir: string): Page[] {
  const pages: Page[] = [];
  for (const lang of ["en", "zh"] as const) {
    const root = path.join(contentDir, lang);
    if (!fs.existsSync(root)) continue;
    for (const rel of fs.readdirSync(root, { recursive: true })) {
      const file = String(rel).split(path.sep).join("/");
      if (!file.endsWith(".mdx") || file.split("/").includes("shared")) continue;
      pages.push({ lang, rel: file, abs: path.join(root, file), id: `${lang}/${file}` });
    }
  }
  return pages.sort((a, b) => a.id.localeCompare(b.id));
}

/** /guide/start/index.mdx → /guide/start/ ; config/dev/hmr.mdx → /config/dev/hmr ; zh under /zh. */
export function routePathOf(lang: Lang, rel: string): string {
  const bare = `/${rel.replace(/\.mdx$/, "")}`.replace(/\/index$/, "/");
  return lang === "en" ? bare : `/zh${bare}`;
}

/** Relative imports of a source, resolved, followed recursively: what a page's output depends on. */
export function dependenciesOf(abs: string, seen = new Set<string>()): Set<string> {
  const source = fs.readFileSync(abs, "utf8");
  for (const m of source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const dep = path.resolve(path.dirname(abs), m[1]);
    if (seen.has(dep) || !fs.existsSync(dep)) continue;
    seen.add(dep);
    dependenciesOf(dep, seen);
  }
  return seen;
}

/** Last commit time of every file under dir in one git call; missing files fall back to mtime. */
export function gitTimes(dir: string): Map<string, string> {
  const times = new Map<string, string>();
  try {
    const out = execFileSync("git", ["log", "--format=%x00%cI", "--name-only", "--", dir], {
      encoding: "utf8",
      maxBuffer: 64 << 20,
      stdio: ["ignore", "pipe", "ignore"],
    });
    const top = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
    let current = "";
    for (const line of out.split("\n")) {
      if (line.startsWith("\0")) current = line.slice(1);
      else if (line.trim()) {
        const abs = path.join(top, line.trim());
        if (!times.has(abs)) times.set(abs, new Date(current).toISOString());
      }
    }
  } catch {
    // Not a git checkout (a tarball deploy): file times are the fallback.
  }
  return times;
}

/**
 * Writes a file only when its content differs, so watchers see real changes only; the
 * write goes through a temporary file and a rename so a reader never sees half a file. Bytes
 * (a gzipped file) are compared by the caller, as they never equal the text read back here.
 */
export function writeIfChanged(file: string, content: string | Uint8Array): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === content) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
  return true;
}
