import fs from "node:fs";
import path from "node:path";
import { compilePage } from "./compile.mjs";
import { checkLinks } from "./links.mjs";
import { writeOutputs } from "./outputs.mjs";
import { writeSiteFiles } from "./site-files.mjs";
import { writeIconsCss } from "./icons-css.mjs";
import { writeSearchIndexes } from "./search-index.mjs";
import { sidebarGroups } from "./sidebar-groups.mjs";
import { ROOT, dirs as defaultDirs } from "./paths.mjs";
import { dependenciesOf, gitTimes, listPages, sha, writeIfChanged } from "./files.mjs";


/** The modules that shape a compiled page; changing one invalidates every cached page (site files and indexes do not). */
const COMPILE_MODULES = ["compile.mjs", "preprocess.mjs", "rehype-code.mjs", "rehype-headings.mjs", "rehype-images.mjs", "rehype-links.mjs", "rehype-search.mjs", "rehype-tab-ids.mjs", "files.mjs"];

export function pipelineVersion() {
  const dir = path.join(ROOT, "scripts/content");
  return sha(COMPILE_MODULES.map((f) => fs.readFileSync(path.join(dir, f), "utf8")).join("\0"));
}

function inputHash(page, version) {
  const deps = [...dependenciesOf(page.abs)].sort();
  const parts = [version, fs.readFileSync(page.abs, "utf8"), ...deps.map((d) => `${d}\0${fs.readFileSync(d, "utf8")}`)];
  return sha(parts.join("\0"));
}

/** Compiles a page or takes it from the cache when its inputs are unchanged. */
export async function compiled(page, version, dirs) {
  const hash = inputHash(page, version);
  const cacheFile = path.join(dirs.cache, `${page.id}.json`);
  try {
    const cached = JSON.parse(fs.readFileSync(cacheFile, "utf8"));
    if (cached.hash === hash) return { ...cached, fromCache: true };
  } catch {
    // Missing or unreadable cache entry: compile.
  }
  const out = { hash, ...(await compilePage(page.abs)) };
  writeIfChanged(cacheFile, JSON.stringify(out));
  return { ...out, fromCache: false };
}

export async function mapLimit(items, limit, fn) {
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

/**
 * Link problems fail the build; `npm run dev` (or CONTENT_LINK_CHECK=warn) only reports them mid-edit.
 * With `keepGoing` (the dev server) a page that fails to compile is left out and reported in `failed`.
 */
export async function buildContent({ log = console.log, dirs = defaultDirs, linkCheck = process.env.CONTENT_LINK_CHECK ?? "error", keepGoing = false } = {}) {
  const started = performance.now();
  const version = pipelineVersion();
  const listed = listPages(dirs.content);
  const times = gitTimes(dirs.content);
  const failed = [];
  const results = await mapLimit(listed, 4, (p) => compiled(p, version, dirs).catch((e) => {
    if (!keepGoing) throw new Error(`content: failed to compile ${p.id}: ${e.message}`);
    failed.push({ page: p, error: e });
  }));
  const pages = listed.filter((_, i) => results[i]);
  const outputs = results.filter(Boolean);
  const stats = writeOutputs(pages, outputs, times, dirs);
  writeSiteFiles(stats.manifest, dirs);
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
  return { pages: pages.length, compiled: compiledCount, ms, buildId: stats.buildId, search, state: { pages, outputs, times, manifest: stats.manifest, failed } };
}
