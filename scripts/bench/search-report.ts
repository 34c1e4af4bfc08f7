import { LANGS } from "../../app/shared/routing/locale.ts";
import { kib } from "./bundle.ts";
import { ms } from "./format.ts";
import { freshRuns } from "./fresh.ts";
import { printIndependent } from "./independent-report.ts";
import { indexSizes, searchLatency, searchNeeds, searchRelevance } from "./search.ts";
import { percentile, startServer } from "./server.ts";

const GOALS = { en: { mrr: 0.95, hit1: 0.9 }, zh: { mrr: 0.92, hit1: 0.9 } };
const FIRST_QUERY = { en: "server port", zh: "开发服务器" };

type Latency = Awaited<ReturnType<typeof searchLatency>>[number];

/**
 * Warm latency in `passes` fresh workers, each figure the median of the passes': one pass of
 * 200 queries, timed in whole milliseconds on two cores shared with the client and wrangler,
 * moved its p95 by a millisecond either way from run to run. Each pass's p95 is printed too.
 */
async function latency(port: number, passes: number) {
  const runs: Latency[][] = [];
  for (let i = 0; i < passes; i++) {
    const server = await startServer(port);
    try {
      runs.push(await searchLatency(server.base));
    } finally {
      server.stop();
      await server.stopped;
    }
  }
  const median = (values: number[]) => percentile(values, 50);
  for (const [i, { lang, count }] of runs[0].entries()) {
    const of = (figure: (l: Latency) => number) => median(runs.map((run) => figure(run[i])));
    const each = passes > 1 ? ` (median of ${passes} fresh workers; p95 each ${runs.map((run) => run[i].engine.p95).join(", ")} ms)` : "";
    console.log(
      `search ${lang}, warm, ${count} queries: engine median ${ms(of((l) => l.engine.median))}, p95 ${ms(of((l) => l.engine.p95))} (goal ≤ 5 ms)${each}; round trip median ${ms(of((l) => l.roundTrip.median))}, p95 ${ms(of((l) => l.roundTrip.p95))}; the same queries again: engine median ${ms(of((l) => l.again.median))}, p95 ${ms(of((l) => l.again.p95))}`,
    );
  }
}

/** Relevance, asked of one worker. */
async function warm(port: number) {
  const server = await startServer(port);
  try {
    for (const r of await searchRelevance(server.base)) {
      const goal = GOALS[r.lang];
      console.log(
        `search relevance ${r.lang}, ${r.count} queries: MRR@5 ${r.mrr.toFixed(3)} (goal ${goal.mrr}), hit@1 ${(r.hit1 * 100).toFixed(1)}% (goal ${goal.hit1 * 100}%)`,
      );
    }
    for (const r of await searchNeeds(server.base)) {
      const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
      console.log(
        `search needs ${r.lang}, ${r.set}, ${r.count} real questions: hit@1 ${pct(r.hit1)}, hit@5 ${pct(r.hit5)}, MRR@5 ${r.mrr.toFixed(3)} (page-level)`,
      );
    }
    await printIndependent(server.base);
  } finally {
    server.stop();
  }
}

/** Warm latency, relevance, index sizes, and the first query of each language in a fresh isolate (the index load). */
export async function searchReport(port: number, freshCount = 3, passes = 3) {
  await latency(port, passes);
  await warm(port);
  for (const size of indexSizes()) console.log(`search index ${size.lang}: ${kib(size.raw)} raw, ${kib(size.gzip)} gzip`);
  for (const lang of LANGS) {
    const runs = await freshRuns(port + 1, lang, FIRST_QUERY[lang], freshCount);
    const median = (values: number[]) => percentile(values, 50);
    const cpus = runs.flatMap((r) => (r.cpuMs === undefined ? [] : [r.cpuMs]));
    const cpu = cpus.length === runs.length ? `, workerd CPU ${ms(median(cpus))}` : "";
    const each = runs.length > 1 ? ` (median of ${runs.length}; engine each ${runs.map((r) => r.engineMs).join(", ")} ms)` : "";
    console.log(
      `first ${lang} query in a fresh isolate (index load): round trip ${ms(median(runs.map((r) => r.ms)))} (goal under 150 ms), engine ${ms(median(runs.map((r) => r.engineMs)))}${cpu}${each}`,
    );
  }
}
