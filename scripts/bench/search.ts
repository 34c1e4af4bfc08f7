import fs from "node:fs";
import zlib from "node:zlib";
import { readFixed, WIDTH } from "../../app/shared/search/numbers.ts";
import { relevance } from "./relevance.ts";
import { percentile } from "./server.ts";

const API = "/1/indexes/*/queries?x-algolia-application-id=bench&x-algolia-api-key=bench";

/** Realistic queries: page titles and headings of the index, cut to a word or two. */
export function benchQueries(lang, count = 200) {
  const data = JSON.parse(fs.readFileSync(`public/search/${lang}.json`, "utf8"));
  const records = data.records.level.length / WIDTH.level;
  const headings = Array.from({ length: records }, (_, i) => readFixed(data.records.section, i, WIDTH.section)).flatMap((s) =>
    data.sections[s].slice(2).filter(Boolean),
  );
  const texts = [...data.pages.map((p) => p[1]), ...headings];
  const out = [];
  for (let i = 0; out.length < count && i < texts.length * 7; i += 7) {
    const text = texts[i % texts.length];
    out.push(lang === "zh" ? text.slice(0, 4) : text.split(/\s+/).slice(0, 2).join(" "));
  }
  return out;
}

/**
 * CPU time (ms, all threads) of the workerd serving `base`: unlike wall time, it does not grow
 * when other processes compete for the machine. Undefined where /proc is not available.
 */
export function workerdCpuMs(base) {
  try {
    const entry = `entry=127.0.0.1:${new URL(base).port}\0`;
    for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      let cmd = "";
      try {
        cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
      } catch {
        continue;
      }
      if (!cmd.includes("workerd") || !cmd.includes(entry)) continue;
      const threads = fs.readdirSync(`/proc/${pid}/task`);
      return threads.reduce((ms, t) => ms + Number(fs.readFileSync(`/proc/${pid}/task/${t}/schedstat`, "utf8").split(" ")[0]) / 1e6, 0);
    }
  } catch {}
  return undefined;
}

export async function searchOnce(base, lang, query) {
  const start = performance.now();
  const res = await fetch(base + API, {
    method: "POST",
    body: JSON.stringify({ requests: [{ indexName: `rsbuild-${lang}`, query, hitsPerPage: 20, attributesToSnippet: ["content:10"] }] }),
  });
  const json = await res.json();
  return { ms: performance.now() - start, engineMs: json.results?.[0]?.processingTimeMS ?? NaN };
}

/** Warm latency per language: the worker's own processing time and the full round trip. */
export async function searchLatency(base) {
  const out = {};
  for (const lang of ["en", "zh"]) {
    await searchOnce(base, lang, "warm up");
    const runs = [];
    for (const q of benchQueries(lang)) runs.push(await searchOnce(base, lang, q));
    out[lang] = {
      count: runs.length,
      engineMedian: percentile(
        runs.map((r) => r.engineMs),
        50,
      ),
      engineP95: percentile(
        runs.map((r) => r.engineMs),
        95,
      ),
      roundTripMedian: percentile(
        runs.map((r) => r.ms),
        50,
      ),
      roundTripP95: percentile(
        runs.map((r) => r.ms),
        95,
      ),
    };
  }
  return out;
}

export function indexSizes() {
  return Object.fromEntries(
    ["en", "zh"].map((lang) => {
      const bytes = fs.readFileSync(`public/search/${lang}.json`);
      return [lang, { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length }];
    }),
  );
}

/** MRR@5 and hit@1 of the relevance set (tests/fixtures/search-relevance.json), asked of the worker. */
export async function searchRelevance(base) {
  const set = JSON.parse(fs.readFileSync("tests/fixtures/search-relevance.json", "utf8"));
  const out = {};
  for (const lang of ["en", "zh"]) {
    const answers = new Map();
    for (const [query] of set[lang]) {
      const res = await fetch(base + API, {
        method: "POST",
        body: JSON.stringify({ requests: [{ indexName: `rsbuild-${lang}`, query, hitsPerPage: 20, attributesToRetrieve: ["url"] }] }),
      });
      const hits = (await res.json()).results?.[0]?.hits ?? [];
      answers.set(query, [...new Set(hits.map((h) => new URL(h.url, base).pathname))]);
    }
    out[lang] = { count: set[lang].length, ...relevance(set[lang], (q) => answers.get(q)) };
  }
  return out;
}
