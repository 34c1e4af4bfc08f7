import fs from "node:fs";
import zlib from "node:zlib";
import { readFixed, WIDTH } from "../../functions/search/core/numbers.ts";
import { LANGS } from "../../app/shared/routing/locale.ts";
import type { IndexFile } from "../../app/shared/search/types.ts";
import { EXTRA_NEEDS_DIR, loadNeeds, needsIn } from "./needs.ts";
import { peerSearch } from "./peer.ts";
import { pageRelevance, type RelevanceCase, relevance } from "./relevance.ts";
import { percentile } from "./server.ts";

export type Lang = (typeof LANGS)[number];
/** The parts of the worker's multi-query answer the bench reads. */
interface QueriesAnswer {
  results?: { processingTimeMS?: number; hits?: { url: string }[] }[];
}

const indexBytes = (lang: Lang) => fs.readFileSync(`public/search/${lang}.json`);

/** Asks the worker's search API (the Algolia multi-query shape) one query of one language. */
export function searchRequest(base: string, lang: Lang, params: Record<string, unknown>, app = "bench") {
  return fetch(`${base}/1/indexes/*/queries?x-algolia-application-id=${app}&x-algolia-api-key=${app}`, {
    method: "POST",
    body: JSON.stringify({ requests: [{ indexName: `rsbuild-${lang}`, ...params }] }),
  });
}

async function firstResult(res: Response) {
  return ((await res.json()) as QueriesAnswer).results?.[0];
}

/** Realistic queries: page titles and headings of the index, cut to a word or two. */
export function benchQueries(lang: Lang, count = 200) {
  const data: IndexFile = JSON.parse(indexBytes(lang).toString("utf8"));
  const records = data.records.level.length / WIDTH.level;
  const headings = Array.from({ length: records }, (_, i) => readFixed(data.records.section, i, WIDTH.section)).flatMap((s) =>
    data.sections[s].slice(2).filter((h): h is string => Boolean(h)),
  );
  const texts = [...data.pages.map((p) => p[1]), ...headings];
  const out: string[] = [];
  for (let i = 0; out.length < count && i < texts.length * 7; i += 7) {
    const text = texts[i % texts.length];
    out.push(lang === "zh" ? text.slice(0, 4) : text.split(/\s+/).slice(0, 2).join(" "));
  }
  return out;
}

export async function searchOnce(base: string, lang: Lang, query: string) {
  const start = performance.now();
  const res = await searchRequest(base, lang, { query, hitsPerPage: 20, attributesToSnippet: ["content:10"] });
  const result = await firstResult(res);
  return { ms: performance.now() - start, engineMs: result?.processingTimeMS ?? Number.NaN };
}

const spread = (values: number[]) => ({ median: percentile(values, 50), p95: percentile(values, 95) });

/**
 * Warm latency per language: the worker's own processing time and the full round trip. The
 * queries start in a fresh isolate, so the first pass also pays V8 compiling the engine's code;
 * `again` is the same queries asked once more, the engine's steady state.
 */
export async function searchLatency(base: string) {
  const out = [];
  for (const lang of LANGS) {
    await searchOnce(base, lang, "warm up");
    const runs = [];
    for (const q of benchQueries(lang)) runs.push(await searchOnce(base, lang, q));
    const again = [];
    for (const q of benchQueries(lang)) again.push((await searchOnce(base, lang, q)).engineMs);
    out.push({
      lang,
      count: runs.length,
      engine: spread(runs.map((r) => r.engineMs)),
      roundTrip: spread(runs.map((r) => r.ms)),
      again: spread(again),
    });
  }
  return out;
}

export function indexSizes() {
  return LANGS.map((lang) => {
    const bytes = indexBytes(lang);
    return { lang, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
}

/** The distinct result pages of each query, in rank order, asked of the worker. */
async function resultPages(base: string, lang: Lang, queries: string[]) {
  const answers = new Map<string, string[]>();
  for (const query of queries) {
    const hits =
      (await firstResult(await searchRequest(base, lang, { query, hitsPerPage: 20, attributesToRetrieve: ["url"] })))?.hits ?? [];
    answers.set(query, [...new Set(hits.map((h) => new URL(h.url, base).pathname))]);
  }
  return (q: string) => answers.get(q) ?? [];
}

/** MRR@5 and hit@1 of the relevance set (tests/fixtures/search-relevance.json), asked of the worker. */
export async function searchRelevance(base: string) {
  const set: Record<Lang, RelevanceCase[]> = JSON.parse(fs.readFileSync("tests/fixtures/search-relevance.json", "utf8"));
  const out = [];
  for (const lang of LANGS) {
    const pages = await resultPages(
      base,
      lang,
      set[lang].map(([q]) => q),
    );
    out.push({ lang, count: set[lang].length, ...relevance(set[lang], pages) });
  }
  return out;
}

/**
 * Page-level hit@1, hit@5 and MRR@5 of the real needs (tests/fixtures/search-needs), per language
 * and half, and of the tuning-only extra needs (tests/fixtures/search-needs-extra).
 */
export async function searchNeeds(base: string) {
  const needs = loadNeeds();
  const extra = loadNeeds(EXTRA_NEEDS_DIR);
  const out = [];
  for (const lang of LANGS) {
    const all = [...needs[lang], ...extra[lang]];
    const pages = await resultPages(
      base,
      lang,
      all.map((n) => n.q),
    );
    for (const half of ["tuning", "held-out"] as const)
      out.push({ lang, set: `${half} half`, ...pageRelevance(needsIn(needs, lang, half), pages) });
    out.push({ lang, set: "extra set (tuning only)", ...pageRelevance(extra[lang], pages) });
  }
  return out;
}

/**
 * A never-tuned set (the folder `dir`, e.g. tests/fixtures/search-independent): the worker's
 * page-level figures per language.
 */
export async function searchIndependent(base: string, dir: string) {
  const needs = loadNeeds(dir);
  const out = [];
  for (const lang of LANGS) {
    const pages = await resultPages(
      base,
      lang,
      needs[lang].map((n) => n.q),
    );
    out.push({ lang, ...pageRelevance(needs[lang], pages) });
  }
  return out;
}

/**
 * The peer baseline on a never-tuned set: MiniSearch as VitePress uses it, over the same
 * pages, in-process. Run apart from the worker's queries: its fuzzy search of long error lines
 * keeps the event loop busy for seconds, long enough for the worker to drop an idle connection.
 */
export function peerIndependent(dir: string) {
  const needs = loadNeeds(dir);
  return LANGS.map((lang) => ({ lang, ...pageRelevance(needs[lang], peerOf(lang)) }));
}

/** The peer over one language's pages, indexed once for every set asked of it. */
const peers = new Map<Lang, ReturnType<typeof peerSearch>>();
function peerOf(lang: Lang) {
  let peer = peers.get(lang);
  if (!peer) peers.set(lang, (peer = peerSearch(JSON.parse(indexBytes(lang).toString("utf8")) as IndexFile)));
  return peer;
}
