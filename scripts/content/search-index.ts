import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import MiniSearch from "minisearch";
import { miniSearchOptions } from "../../app/shared/search/options.ts";
import en from "../../app/i18n/en.json" with { type: "json" };
import zh from "../../app/i18n/zh.json" with { type: "json" };
import { writeIfChanged } from "./files.ts";
import { packIndex } from "./search-pack.ts";
import { compact } from "./search-records.ts";
import { foldTable } from "./search-fold.ts";
import { glossarySynonyms } from "./search-synonyms.ts";
import { siteUrl } from "./site-files.ts";
import { setFold } from "../../app/shared/search/options.ts";

const GLOSSARY = fileURLToPath(new URL("../../content/GLOSSARY.md", import.meta.url));

const strings = { en, zh };

/** lvl0: the page's sidebar group (Migration, server, …), else its top-level section. */
function sectionLabel(page, groups) {
  const group = groups?.get(page.routePath);
  if (group) return group;
  const section = page.routePath.replace(/^\/zh/, "").split("/").filter(Boolean)[0] ?? "home";
  return strings[page.lang][`section.${section}`] ?? strings[page.lang]["section.home"];
}

/** DocSearch-shaped records of one page: a lvl1 record for the page, then its headings and text. */
export function pageRecords(page, collected, groups) {
  const base = { lvl0: sectionLabel(page, groups), lvl1: page.title };
  const url = page.routePath;
  const records = [{ type: "lvl1", hierarchy: { ...base }, content: page.frontmatter.description ?? null, anchor: "" }];
  for (const r of collected) records.push({ type: r.type, hierarchy: { ...base, ...r.levels }, content: r.content, anchor: r.anchor });
  return records.map((r, i) => ({
    objectID: `${page.id}#${i}`,
    type: r.type,
    hierarchy: Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [`lvl${d}`, r.hierarchy[`lvl${d}`] ?? null])),
    content: r.content,
    url: r.anchor ? `${url}#${r.anchor}` : url,
    url_without_anchor: url,
    anchor: r.anchor || null,
    lang: page.lang,
  }));
}

/** The last segment of a page's path, in words: `/guide/advanced/env-vars` → "env vars". */
const slugWords = (url) =>
  (
    url
      .replace(/^[a-z]+:\/\/[^/]*/, "")
      .split("/")
      .filter(Boolean)
      .pop() ?? ""
  ).replace(/-/g, " ");

/** The text MiniSearch indexes for a record: the title (and the page's path name, `ssr`) only on the page's own record. */
export function document(record, id) {
  const h = record.hierarchy;
  const headings = [2, 3, 4, 5, 6].map((d) => h[`lvl${d}`]).filter(Boolean);
  return {
    id,
    title: record.type === "lvl1" ? `${h.lvl1} ${slugWords(record.url_without_anchor)}` : "",
    // The page's own record also carries its group, so "migrate webpack" finds Migration › webpack.
    headings: record.type === "lvl1" ? h.lvl0 : [h.lvl1, ...headings].join(" "),
    content: record.content ?? "",
  };
}

/**
 * One language's index file: the compact records, the packed MiniSearch index over them, and
 * what queries need besides: the traditional → simplified table (texts are folded with it as
 * they are indexed), the synonym sets and the site's origin for absolute record URLs.
 */
export function indexFile(records, { fold = "", synonyms = [], site = "" } = {}) {
  setFold(fold);
  const mini = new MiniSearch(miniSearchOptions);
  mini.addAll(records.map((r, i) => document(r, i)));
  return { ...compact(records), search: packIndex(mini), fold, synonyms, site };
}

/** Writes public/search/{lang}.json, the file the worker loads on a language's first query. */
export function writeSearchIndexes(manifest, outputs, publicDir, groups, recordsDir, glossary = GLOSSARY) {
  const sizes = {};
  const synonyms = glossarySynonyms(glossary);
  const site = siteUrl();
  const all = { en: [], zh: [] };
  manifest.forEach((page, i) => page.pageType !== "404" && all[page.lang]?.push(...pageRecords(page, outputs[i].records ?? [], groups)));
  const fold = foldTable(JSON.stringify(all.zh));
  for (const lang of ["en", "zh"]) {
    const records = all[lang];
    const json = JSON.stringify(indexFile(records, { fold, synonyms: synonyms[lang], site }));
    // The worker reads the gzip copy (functions/search/index-file.server.ts); tests and tools the plain one.
    writeIfChanged(path.join(publicDir, "search", `${lang}.json`), json);
    const gz = path.join(publicDir, "search", `${lang}.json.gz`);
    const bytes = zlib.gzipSync(json, { level: 9 });
    if (!fs.existsSync(gz) || !fs.readFileSync(gz).equals(bytes)) writeIfChanged(gz, bytes);
    // Full DocSearch-shaped records for `npm run search:push` (not served).
    const absolute = (url) => site + url;
    if (recordsDir)
      writeIfChanged(
        path.join(recordsDir, `${lang}.json`),
        JSON.stringify(records.map((r) => ({ ...r, url: absolute(r.url), url_without_anchor: absolute(r.url_without_anchor) }))),
      );
    sizes[lang] = { records: records.length, bytes: Buffer.byteLength(json) };
  }
  return sizes;
}
