import fs from "node:fs";
import path from "node:path";
import type { PageData } from "../../app/shared/content/types.ts";
import type { CompiledPage } from "./compile-types.ts";
import { compilePage } from "./compile.ts";
import { describeError, formatError } from "./errors.ts";
import { checkLinks } from "./links.ts";
import { writeOutputs } from "./outputs.ts";
import { writeBootScript } from "../assets/boot-script.ts";
import { siteUrl, writeSiteFiles } from "./site-files.ts";
import { writeMarkdownFiles } from "./markdown/files.ts";
import { writeConfigOptions } from "./config-options.ts";
import { writeSearchIndexes } from "./search-index.ts";
import { readWords } from "./search-words.ts";
import { sidebarGroups } from "./sidebar-groups.ts";
import { planCards, writeCards } from "../cards/write.ts";
import { type Dirs, ROOT, dirs as defaultDirs } from "./paths.ts";
import { dependenciesOf, gitTimes, listPages, type Page, routePathOf, sha, writeIfChanged } from "./files.ts";

/** A compiled page as cached (with the hash of its inputs) and whether this build took it from the cache. */
export type CompiledEntry = CompiledPage & { hash: string; fromCache: boolean };

type Log = (message: string) => void;
/** "warn" only reports broken links; anything else fails the build on them. */
type LinkCheck = string;

/** The modules that shape a compiled page; changing one invalidates every cached page (site files and indexes do not). */
/**
 * The code a compiled page depends on: the content pipeline, the shared modules it imports
 * (package commands, routing, search options) and the UI strings. Whole folders rather than a
 * list kept by hand, so no edit can leave stale pages in the cache.
 */
const PIPELINE_DIRS = ["scripts/content", "app/shared"];

function pipelineFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return pipelineFiles(file);
      return /\.(ts|json)$/.test(e.name) ? [file] : [];
    });
}

export const pipelineSources = (): string[] => PIPELINE_DIRS.flatMap((d) => pipelineFiles(path.join(ROOT, d)));

export function pipelineVersion(): string {
  const files = pipelineSources();
  // The Markdown twins' links are absolute, so the site URL is an input of every page too.
  return sha([siteUrl(), ...files.map((f) => `${path.relative(ROOT, f)}\0${fs.readFileSync(f, "utf8")}`)].join("\0"));
}

function inputHash(page: Page, version: string, contentDir: string): string {
  const deps = [...dependenciesOf(page.abs)].sort();
  // Fragments by their path in the content folder, so a copy of the folder hits the same cache.
  const parts = [
    version,
    fs.readFileSync(page.abs, "utf8"),
    ...deps.map((d) => `${path.relative(contentDir, d)}\0${fs.readFileSync(d, "utf8")}`),
  ];
  return sha(parts.join("\0"));
}

/** Compiles a page or takes it from the cache when its inputs are unchanged. */
export async function compiled(page: Page, version: string, dirs: Dirs): Promise<CompiledEntry> {
  const hash = inputHash(page, version, dirs.content);
  const cacheFile = path.join(dirs.cache, `${page.id}.json`);
  try {
    const cached: CompiledEntry = JSON.parse(fs.readFileSync(cacheFile, "utf8"));
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

export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
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
 * Compiles every page (from the cache when unchanged) and writes what the app build imports
 * (app/generated) and the browser's page modules. With `keepGoing` (the dev server) a page
 * that fails to compile is left out and reported in `failed` instead of failing the build.
 */
export async function compileContent({ dirs = defaultDirs, keepGoing = false }: { dirs?: Dirs; keepGoing?: boolean } = {}) {
  const version = pipelineVersion();
  const listed = listPages(dirs.content);
  const times = gitTimes(dirs.content);
  const failed: { page: Page; error: unknown }[] = [];
  const results = await mapLimit(listed, 4, (p) =>
    compiled(p, version, dirs).catch((e) => {
      if (!keepGoing) throw new Error(`content: failed to compile ${formatError(describeError(e, p.abs, path.dirname(dirs.content)))}`);
      failed.push({ page: p, error: e });
    }),
  );
  const pages = listed.filter((_, i) => results[i]);
  const outputs = results.filter((r): r is CompiledEntry => Boolean(r));
  const { manifest, buildId } = writeOutputs(pages, outputs, times, dirs);
  await writeBootScript(dirs.generated);
  // The page menu's prompts name the Markdown twins by their public URL.
  writeIfChanged(path.join(dirs.generated, "site-url.json"), `${JSON.stringify({ siteUrl: siteUrl() })}\n`);
  // The MCP server's option reference, from the same Markdown the twins are written from.
  writeConfigOptions(
    dirs.generated,
    manifest,
    outputs.map((o) => o.markdown),
    siteUrl(),
  );
  return { pages, outputs, times, manifest, buildId, failed };
}

/** The content folder's GLOSSARY.md, where it has one (test fixtures do not): the search synonyms come from it. */
function glossaryOf(contentDir: string): string | undefined {
  const file = path.join(contentDir, "GLOSSARY.md");
  return fs.existsSync(file) ? file : undefined;
}

/** The static files derived from all pages: feeds, sitemap, llms.txt, search indexes; then the link check. */
export async function writePublicFiles(
  { manifest, outputs }: { manifest: PageData[]; outputs: CompiledEntry[] },
  {
    log = console.log,
    dirs = defaultDirs,
    linkCheck = process.env.CONTENT_LINK_CHECK ?? "error",
    cards = true,
  }: { log?: Log; dirs?: Dirs; linkCheck?: LinkCheck; cards?: boolean } = {},
) {
  writeSiteFiles(
    manifest,
    outputs.map((o) => o.markdown),
    dirs,
  );
  writeMarkdownFiles(manifest, outputs, dirs.public ?? path.dirname(dirs.publicPages));
  const search = writeSearchIndexes(
    manifest,
    outputs,
    path.dirname(dirs.publicPages),
    sidebarGroups(),
    path.join(path.dirname(dirs.cache), "search-records"),
    // The glossary beside the pages being built (the dev server may build a copy of content/).
    glossaryOf(dirs.content),
    readWords(dirs.content),
  );
  if (cards) {
    const started = performance.now();
    const planned = [...planCards(manifest).values()];
    const cacheDir = path.join(path.dirname(dirs.cache), "cards");
    const { drawn } = await writeCards(planned, dirs.public ?? path.dirname(dirs.publicPages), cacheDir);
    log(`content: ${planned.length} social cards (${drawn} drawn) in ${Math.round(performance.now() - started)} ms`);
  }
  const broken = checkLinks(manifest, outputs);
  if (broken.length && linkCheck === "warn") log(`content: ${broken.length} broken internal link(s) (warning only)`);
  else if (broken.length) {
    throw new Error(`content: ${broken.length} broken internal link(s):\n  ${broken.join("\n  ")}`);
  }
  return search;
}

/** The whole content build. Link problems fail it; CONTENT_LINK_CHECK=warn only reports them. */
export async function buildContent({
  log = console.log,
  dirs = defaultDirs,
  linkCheck,
}: {
  log?: Log;
  dirs?: Dirs;
  linkCheck?: LinkCheck;
} = {}) {
  const started = performance.now();
  const state = await compileContent({ dirs });
  const search = await writePublicFiles(state, { log, dirs, linkCheck });
  const { pages, outputs } = state;
  const compiledCount = outputs.filter((o) => !o.fromCache).length;
  const ms = Math.round(performance.now() - started);
  log(`content: ${pages.length} pages (${compiledCount} compiled, ${pages.length - compiledCount} cached) in ${ms} ms`);
  return { pages: pages.length, compiled: compiledCount, ms, buildId: state.buildId, search };
}
