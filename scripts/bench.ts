// Prints the site's speed and size figures. Run after `npm run build`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bundleSize, kib } from "./bench/bundle.ts";
import { writeCorpus } from "./bench/corpus.ts";
import { percentile, startServer, timeRequests } from "./bench/server.ts";
import { indexSizes, searchLatency, searchOnce, searchRelevance, workerdCpuMs } from "./bench/search.ts";
import { modalCost } from "./bench/modal.ts";
import { load, staticServer } from "./bench/load.ts";
import { benchQueries } from "./bench/search.ts";
import { chromiumLaunch, kb, measurePage } from "./bench/page-metrics.ts";
import pw from "@playwright/test";
import { buildContent } from "./content/build.ts";
import { devLoop } from "./bench/dev.ts";

// BENCH_PORT lets two checkouts bench side by side.
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const ms = (n) => `${n.toFixed(1)} ms`;
const quiet = () => {};

async function contentBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-content-"));
  writeCorpus(dir);
  const dirs = {
    content: path.join(dir, "content"),
    cache: path.join(dir, "cache"),
    generated: path.join(dir, "generated"),
    publicPages: path.join(dir, "public/pages"),
  };
  const full = await buildContent({ log: quiet, dirs });
  fs.appendFileSync(path.join(dirs.content, "en/section-3/page-3.mdx"), "\nOne more sentence.\n");
  const incremental = await buildContent({ log: quiet, dirs });
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(
    `content build, generated corpus of ${full.pages} pages: full ${full.ms} ms; incremental (1 page changed, ${incremental.compiled} compiled): ${incremental.ms} ms`,
  );
}

async function render() {
  const manifest = JSON.parse(fs.readFileSync("app/generated/manifest.json", "utf8"));
  const docs = manifest.pages
    .filter((p) => p.pageType === "doc")
    .slice(0, 200)
    .map((p) => p.routePath);
  const server = await startServer(PORT);
  try {
    await timeRequests(server.base, ["/"], 1);
    // Query strings other than the page switches share a page's cache entry, so a miss is a page's first request.
    const miss = await timeRequests(server.base, docs, 1);
    const hit = await timeRequests(server.base, docs, 1);
    console.log(
      `server render per doc page (edge cache miss: first request of ${miss.count} pages, ${miss.cache.MISS} answered MISS): median ${ms(miss.median)}, p95 ${ms(miss.p95)}`,
    );
    console.log(`edge cache hit (${hit.cache.HIT} of ${hit.count} answered HIT): median ${ms(hit.median)}, p95 ${ms(hit.p95)}`);
  } finally {
    server.stop();
  }
}

const PAGES = [
  ["home", "/"],
  ["guide", "/guide/start/quick-start"],
  ["config", "/config/server/port"],
  ["zh guide", "/zh/guide/start/"],
];

async function firstVisit() {
  const server = await startServer(PORT);
  const browser = await pw.chromium.launch(chromiumLaunch);
  try {
    console.log("\nfirst visit (gzip / raw; foreign = requests to other hosts):");
    for (const [name, path] of PAGES) {
      const m = await measurePage(browser, server.base, path);
      const part = (k) => (m.bytes[k] ? `${k} ${kb(m.bytes[k].gzip)} / ${kb(m.bytes[k].raw)}` : `${k} 0`);
      console.log(
        `  ${name.padEnd(9)} ${["html", "css", "js", "font", "image"].map(part).join(", ")}; foreign ${m.foreign.length}; LCP ${ms(m.vitals.lcp)}, CLS ${m.vitals.cls.toFixed(3)}, TBT ${ms(m.vitals.tbt)}`,
      );
    }
    console.log(`search modal JavaScript on first open: ${kb(await modalCost(browser, server.base))} gzip (goal under 40 KB)`);
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Warm latency, index sizes, and the first query of each language in a fresh isolate (the index load). */
async function search(freshRuns = 3) {
  const server = await startServer(PORT);
  try {
    const latency = await searchLatency(server.base);
    for (const [lang, l] of Object.entries(latency)) {
      console.log(
        `search ${lang}, warm, ${l.count} queries: engine median ${ms(l.engineMedian)}, p95 ${ms(l.engineP95)} (goal under 5 ms); round trip median ${ms(l.roundTripMedian)}, p95 ${ms(l.roundTripP95)}`,
      );
    }
    const goals = { en: [0.95, 0.9], zh: [0.92, 0.9] };
    for (const [lang, r] of Object.entries(await searchRelevance(server.base))) {
      const [mrr, hit1] = goals[lang];
      console.log(
        `search relevance ${lang}, ${r.count} queries: MRR@5 ${r.mrr.toFixed(3)} (goal ${mrr}), hit@1 ${(r.hit1 * 100).toFixed(1)}% (goal ${hit1 * 100}%)`,
      );
    }
  } finally {
    server.stop();
  }
  for (const [lang, size] of Object.entries(indexSizes()))
    console.log(`search index ${lang}: ${kib(size.raw)} raw, ${kib(size.gzip)} gzip`);
  for (const lang of ["en", "zh"]) {
    const runs = [];
    for (let i = 0; i < freshRuns; i++) {
      // Alternate ports: the previous wrangler may still be shutting down.
      const fresh = await startServer(PORT + 1 + (i % 2));
      try {
        const cpu = workerdCpuMs(fresh.base);
        const run = await searchOnce(fresh.base, lang, lang === "en" ? "server port" : "开发服务器");
        runs.push({ ...run, cpuMs: cpu === undefined ? undefined : workerdCpuMs(fresh.base) - cpu });
      } finally {
        fresh.stop();
      }
    }
    const median = (key) =>
      percentile(
        runs.map((r) => r[key]),
        50,
      );
    const cpu = runs.every((r) => r.cpuMs !== undefined) ? `, workerd CPU ${ms(median("cpuMs"))}` : "";
    const each = runs.length > 1 ? ` (median of ${runs.length}; engine each ${runs.map((r) => r.engineMs).join(", ")} ms)` : "";
    console.log(
      `first ${lang} query in a fresh isolate (index load): round trip ${ms(median("ms"))} (goal under 150 ms), engine ${ms(median("engineMs"))}${cpu}${each}`,
    );
  }
}

/** 50 connections for 30 s: doc pages and search at the worker, and the same HTML from a static server. */
async function loadTest() {
  const manifest = JSON.parse(fs.readFileSync("app/generated/manifest.json", "utf8"));
  const docs = manifest.pages
    .filter((p) => p.pageType === "doc")
    .slice(0, 50)
    .map((p) => p.routePath);
  const server = await startServer(PORT + 3);
  const headers = { cookie: "rsbuild-visited=1" };
  try {
    const pages = await Promise.all(docs.map(async (p) => ({ path: p, html: await (await fetch(server.base + p, { headers })).text() })));
    const line = (name, r) =>
      console.log(
        `  ${name.padEnd(28)} ${r.requests} requests, ${r.rps.toFixed(0)} req/s, errors ${r.errors}, latency p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}`,
      );
    console.log("\nload test, 50 connections × 30 s, loopback:");
    const worker = await load((i) => fetch(server.base + docs[i % docs.length], { headers }));
    line("doc pages (worker, cached)", worker);
    const queries = benchQueries("en", 100);
    const api = `${server.base}/1/indexes/*/queries?x-algolia-application-id=load&x-algolia-api-key=load`;
    line(
      "search queries (worker)",
      await load((i) =>
        fetch(api, {
          method: "POST",
          body: JSON.stringify({ requests: [{ indexName: "rsbuild-en", query: queries[i % queries.length] }] }),
        }),
      ),
    );
    const fixed = await staticServer(pages, PORT + 4);
    try {
      const plain = await load((i) => fetch(fixed.base + docs[i % docs.length]));
      line("same HTML (node static)", plain);
      console.log(`  worker / static throughput ratio: ${(worker.rps / plain.rps).toFixed(2)}`);
    } finally {
      fixed.stop();
    }
  } finally {
    server.stop();
  }
}

// `--only=search` runs just the search figures (about two minutes); `--only=dev` the authoring loop.
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
// `npm run dev` in a copy of the project, on its own port (DEV_BENCH_PORT).
const devBench = () => devLoop({ port: Number(process.env.DEV_BENCH_PORT ?? PORT + 5) });
if (only === "dev") {
  await devBench();
  process.exit(0);
}
const { raw, gzip } = bundleSize({ quiet: true });
const pages = JSON.parse(fs.readFileSync("app/generated/manifest.json", "utf8")).pages.length;
console.log(`worker bundle (${pages} pages of real content): ${kib(raw)} raw, ${kib(gzip)} gzip (budget 3072 KiB gzip)`);
if (only === "search") {
  await search();
} else {
  await contentBuild();
  await render();
  await firstVisit();
  await search();
  if (!process.argv.includes("--no-load")) await loadTest();
  await devBench();
}
