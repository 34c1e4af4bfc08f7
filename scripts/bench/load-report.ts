import { ms } from "./format.ts";
import { type LoadResult, load, staticServer } from "./load.ts";
import { docRoutes } from "./manifest.ts";
import { benchQueries, searchRequest } from "./search.ts";
import { startServer } from "./server.ts";

const line = (name: string, r: LoadResult) =>
  console.log(
    `  ${name.padEnd(28)} ${r.requests} requests, ${r.rps.toFixed(0)} req/s, errors ${r.errors}, latency p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}`,
  );

/** 50 connections for 30 s: doc pages and search at the worker, and the same HTML from a static server. */
export async function loadTest(port: number) {
  const docs = docRoutes(50);
  const server = await startServer(port);
  const headers = { cookie: "rsbuild-visited=1" };
  try {
    const pages = await Promise.all(docs.map(async (p) => ({ path: p, html: await (await fetch(server.base + p, { headers })).text() })));
    console.log("\nload test, 50 connections × 30 s, loopback:");
    const worker = await load((i) => fetch(server.base + docs[i % docs.length], { headers }));
    line("doc pages (worker, cached)", worker);
    const queries = benchQueries("en", 100);
    line("search queries (worker)", await load((i) => searchRequest(server.base, "en", { query: queries[i % queries.length] }, "load")));
    const fixed = await staticServer(pages, port + 1);
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
