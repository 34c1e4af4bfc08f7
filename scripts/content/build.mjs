import fs from "node:fs";
import path from "node:path";
import { compilePage } from "./compile.mjs";
import { checkLinks } from "./links.mjs";
import { writeOutputs } from "./outputs.mjs";
import { siteUrl, writeSiteFiles } from "./site-files.mjs";
import { writeMarkdownFiles } from "./markdown/files.mjs";
import { writeIconsCss } from "./icons-css.mjs";
import { writeSearchIndexes } from "./search-index.mjs";
import { sidebarGroups } from "./sidebar-groups.mjs";
import { ROOT, dirs as defaultDirs } from "./paths.mjs";
import { dependenciesOf, gitTimes, listPages, routePathOf, sha, writeIfChanged } from "./files.mjs";


/** The modules that shape a compiled page; changing one invalidates every cached page (site files and indexes do not). */
const COMPILE_MODULES = ["markdown/home.mjs", "markdown/package-commands.mjs", "markdown/remark-plugin.mjs", "markdown/stringify.mjs", "markdown/transform.mjs", "compile.mjs", "preprocess.mjs", "source-grammar.mjs", "rehype-code.mjs", "rehype-headings.mjs", "rehype-images.mjs", "rehype-links.mjs", "rehype-search.mjs", "rehype-tab-ids.mjs", "files.mjs"];

function pipelineVersion() {
  const dir = path.join(ROOT, "scripts/content");
  // The Markdown twins' links are absolute, so the site URL is an input of every page too.
  return sha([siteUrl(), ...COMPILE_MODULES.map((f) => fs.readFileSync(path.join(dir, f), "utf8"))].join("\0"));
}

function inputHash(page, version) {
  const deps = [...dependenciesOf(page.abs)].sort();
  const parts = [version, fs.readFileSync(page.abs, "utf8"), ...deps.map((d) => `${d}\0${fs.readFileSync(d, "utf8")}`)];
  return sha(parts.join("\0"));
}

/** Compiles a page or takes it from the cache when its inputs are unchanged. */
async function compiled(page, version, dirs) {
  const hash = inputHash(page, version);
  const cacheFile = path.join(dirs.cache, `${page.id}.json`);
  try {
    const cached = JSON.parse(fs.readFileSync(cacheFile, "utf8"));
    if (cached.hash === hash) return { ...cached, fromCache: true };
  } catch {
    // Missing or unreadable cache entry: compile.
  }
  const base = siteUrl();
  const pageUrl = base + routePathOf(page.lang, page.rel).split("/").map(encodeURIComponent).join("/");
  const out = { hash, ...(await compilePage(page.abs, { base, pageUrl })) };
  writeIfChanged(cacheFile, JSON.stringify(out));
  return { ...out, fromCache: false };
}

async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Link problems fail the build; `npm run dev` (or CONTENT_LINK_CHECK=warn) only reports them mid-edit. */
export async function buildContent({ log = console.log, dirs = defaultDirs, linkCheck = process.env.CONTENT_LINK_CHECK ?? "error" } = {}) {
  const started = performance.now();
  const version = pipelineVersion();
  const pages = listPages(dirs.content);
  const times = gitTimes(dirs.content);
  const outputs = await mapLimit(pages, 4, (p) => compiled(p, version, dirs).catch((e) => {
    throw new Error(`content: failed to compile ${p.id}: ${e.message}`);
  }));
  const stats = writeOutputs(pages, outputs, times, dirs);
  writeSiteFiles(stats.manifest, outputs.map((o) => o.markdown), dirs);
  writeMarkdownFiles(stats.manifest, outputs, dirs.public ?? path.dirname(dirs.publicPages));
  // The page menu's prompts name the Markdown twins by their public URL.
  writeIfChanged(path.join(dirs.generated, "site-url.json"), `${JSON.stringify({ siteUrl: siteUrl() })}\n`);
  writeIconsCss(dirs.generated);
  const search = writeSearchIndexes(stats.manifest, outputs, path.dirname(dirs.publicPages), await sidebarGroups(), path.join(path.dirname(dirs.cache), "search-records"));
  const broken = checkLinks(stats.manifest, outputs);
  if (broken.length && linkCheck === "warn") log(`content: ${broken.length} broken internal link(s) (warning only)`);
  else if (broken.length) {
    throw new Error(`content: ${broken.length} broken internal link(s):\n  ${broken.join("\n  ")}`);
  }
  const compiledCount = outputs.filter((o) => !o.fromCache).length;
  const ms = Math.round(performance.now() - started);
  log(`content: ${pages.length} pages (${compiledCount} compiled, ${pages.length - compiledCount} cached) in ${ms} ms`);
  return { pages: pages.length, compiled: compiledCount, ms, buildId: stats.buildId, search };
}
