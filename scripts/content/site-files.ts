import path from "node:path";
import { LANGS } from "../../app/shared/routing/locale.ts";
import type { PageData } from "../../app/shared/content/types.ts";
import { writeIfChanged } from "./files.ts";
import { releaseFeeds } from "./site-files/feeds.ts";
import { llmsDir, llmsFull, llmsIndex } from "./site-files/llms.ts";
import { robotsTxt, sitemapXml } from "./site-files/sitemap.ts";
import { siteUrl } from "./site-files/urls.ts";

/**
 * Build-time site files served as static assets from public/: release feeds,
 * sitemap.xml, robots.txt and the llms.txt family. They are derived from the
 * manifest (and, for llms-full.txt, the pages' Markdown twins) so they never drift from
 * the pages the worker routes.
 */

export { siteUrl };

/** Where the site files go: dirs.public, else the parent of dirs.publicPages. */
export interface SiteDirs {
  public?: string;
  publicPages: string;
}

/** Every site file by its path under public/. */
function siteFiles(manifest: PageData[], twins: readonly (string | undefined)[], base: string): Record<string, string> {
  const files: Record<string, string> = { "sitemap.xml": sitemapXml(manifest, base), "robots.txt": robotsTxt(base) };
  for (const lang of LANGS) {
    const { rss, atom } = releaseFeeds(manifest, lang, base);
    files[`feeds/releases-${lang}.rss`] = rss;
    files[`feeds/releases-${lang}.atom`] = atom;
    const dir = llmsDir(lang).slice(1);
    files[path.posix.join(dir, "llms.txt")] = llmsIndex(manifest, lang, base);
    files[path.posix.join(dir, "llms-full.txt")] = llmsFull(manifest, twins, lang, base);
  }
  return files;
}

/**
 * Writes the site files into public/ (dirs.public, else the parent of dirs.publicPages,
 * which is how the tests point the build at a temporary folder). Returns the paths written.
 */
export function writeSiteFiles(manifest: PageData[], twins: readonly (string | undefined)[], dirs: SiteDirs): string[] {
  const publicDir = dirs.public ?? path.dirname(dirs.publicPages);
  return Object.entries(siteFiles(manifest, twins, siteUrl())).map(([rel, content]) => {
    const file = path.join(publicDir, rel);
    writeIfChanged(file, content);
    return file;
  });
}
