import fs from "node:fs";
import path from "node:path";
import type { PageData } from "../../../app/shared/content/types.ts";
import { writeIfChanged } from "../files.ts";

/**
 * Where a page's Markdown twin is served: its URL plus `.md`; a page whose URL ends in a
 * slash (the home pages, section indexes) adds `index.md`: / → /index.md,
 * /guide/start/ → /guide/start/index.md, /zh/ → /zh/index.md.
 */
export function markdownPath(routePath: string): string {
  return routePath.endsWith("/") ? `${routePath}index.md` : `${routePath}.md`;
}

// Folders of public/ that other build steps own; no page twin lives there.
const OTHER_OUTPUTS = new Set(["build", "pages", "search", "assets", "feeds"]);

function markdownFilesIn(dir: string, top = true): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) return top && OTHER_OUTPUTS.has(entry.name) ? [] : markdownFilesIn(abs, false);
    return entry.name.endsWith(".md") ? [abs] : [];
  });
}

/**
 * Writes every page's Markdown into public/ as a static file (Workers Static Assets serves it;
 * public/_headers gives the content type) and removes twins of pages that no longer exist.
 */
export function writeMarkdownFiles(
  manifest: readonly Pick<PageData, "routePath">[],
  outputs: readonly { markdown: string }[],
  publicDir: string,
): string[] {
  const keep = new Set<string>();
  manifest.forEach((page, i) => {
    const file = path.join(publicDir, markdownPath(page.routePath));
    writeIfChanged(file, outputs[i].markdown);
    keep.add(file);
  });
  for (const file of markdownFilesIn(publicDir)) {
    if (!keep.has(file)) fs.rmSync(file);
  }
  return [...keep];
}
