import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import type { Lang } from "../../app/shared/config/types.ts";
import type { PageData } from "../../app/shared/content/types.ts";
import { LANGS } from "../../app/shared/routing/locale.ts";
import { writeIfChanged } from "./files.ts";
import { foldTable } from "./search-fold.ts";
import { indexFile } from "./search-index-file.ts";
import type { CollectedRecord } from "./compile-types.ts";
import { type IndexedRecord, pageRecords } from "./search-page-records.ts";
import { glossarySynonyms } from "./search-synonyms.ts";
import { siteUrl } from "./site-files.ts";

const GLOSSARY = fileURLToPath(new URL("../../content/GLOSSARY.md", import.meta.url));

/** Per language, how many records its index holds and the bytes of its file. */
type IndexSizes = Partial<Record<Lang, { records: number; bytes: number }>>;

/**
 * Per page path, how many other pages link to it: the pages a site links to most are the ones
 * its authors send readers to (search ranks them a little higher among equals).
 */
export function inboundLinks(paths: readonly string[], links: readonly (readonly string[])[]): Map<string, number> {
  const from = new Map<string, Set<string>>();
  paths.forEach((source, i) => {
    for (const href of links[i] ?? []) {
      const target = href.split(/[?#]/)[0];
      if (!target.startsWith("/") || target === source) continue;
      if (!from.has(target)) from.set(target, new Set());
      from.get(target)!.add(source);
    }
  });
  return new Map([...from].map(([target, sources]) => [target, sources.size]));
}

/** Writes public/search/{lang}.json, the file the worker loads on a language's first query. */
export function writeSearchIndexes(
  manifest: readonly PageData[],
  outputs: readonly { records?: readonly CollectedRecord[]; links?: readonly string[] }[],
  publicDir: string,
  groups: ReadonlyMap<string, string | undefined> | undefined,
  recordsDir: string | undefined,
  glossary: string = GLOSSARY,
  words: ReadonlyMap<string, readonly string[]> = new Map(),
): IndexSizes {
  const sizes: IndexSizes = {};
  const synonyms = glossarySynonyms(glossary);
  const site = siteUrl();
  const all: Record<Lang, IndexedRecord[]> = { en: [], zh: [] };
  manifest.forEach(
    (page, i) =>
      page.pageType !== "404" && all[page.lang]?.push(...pageRecords(page, outputs[i].records ?? [], groups, words.get(page.routePath))),
  );
  const fold = foldTable(JSON.stringify(all.zh));
  const links = inboundLinks(
    manifest.map((p) => p.routePath),
    outputs.map((o) => o.links ?? []),
  );
  for (const lang of LANGS) {
    const records = all[lang];
    const json = JSON.stringify(indexFile(records, { links, fold, synonyms: synonyms[lang], site }));
    // The worker reads the gzip copy (functions/search/index-file.server.ts); tests and tools the plain one.
    writeIfChanged(path.join(publicDir, "search", `${lang}.json`), json);
    const gz = path.join(publicDir, "search", `${lang}.json.gz`);
    const bytes = zlib.gzipSync(json, { level: 9 });
    if (!fs.existsSync(gz) || !fs.readFileSync(gz).equals(bytes)) writeIfChanged(gz, bytes);
    // Full DocSearch-shaped records for `npm run search:push` (not served).
    const absolute = (url: string) => site + url;
    if (recordsDir)
      writeIfChanged(
        path.join(recordsDir, `${lang}.json`),
        JSON.stringify(
          // `pointer` serves this site's ranking only (search-pointers.ts).
          records.map(({ pointer: _, ...r }) => ({ ...r, url: absolute(r.url), url_without_anchor: absolute(r.url_without_anchor) })),
        ),
      );
    sizes[lang] = { records: records.length, bytes: Buffer.byteLength(json) };
  }
  return sizes;
}
