// The never-tuned sets' figures alone: `npm run bench:independent` (after `npm run build`).
import { type IndependentSet, INDEPENDENT_SETS } from "./independent-floors.ts";
import type { PageRelevance } from "./relevance.ts";
import { peerIndependent, searchIndependent } from "./search.ts";
import { startServer } from "./server.ts";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const figures = (r: PageRelevance) => `hit@1 ${pct(r.hit1)}, hit@5 ${pct(r.hit5)}, MRR@5 ${r.mrr.toFixed(3)}`;

type Figures = PageRelevance & { lang: "en" | "zh" };

/** Prints the engine's page-level figures on one never-tuned set beside the peer baseline's. */
function printSet(set: IndependentSet, engines: Figures[], peers: PageRelevance[]) {
  for (const [i, engine] of engines.entries()) {
    const floor = set.floors[engine.lang];
    console.log(
      `search ${set.name} ${engine.lang}, ${engine.count} questions (never tuned on): ${figures(engine)} (floor ${pct(floor.hit1)} / ${pct(floor.hit5)}); MiniSearch as VitePress uses it: ${figures(peers[i])}`,
    );
  }
}

/** Prints every never-tuned set, one after the other, asked of a running worker. */
export async function printIndependent(base: string) {
  const engines: Figures[][] = [];
  for (const set of INDEPENDENT_SETS) engines.push(await searchIndependent(base, set.dir));
  // The peer runs only once the worker has answered every set: its fuzzy search blocks the event
  // loop for seconds, long enough for the worker to drop the idle connection a later query reuses.
  for (const [i, set] of INDEPENDENT_SETS.entries()) printSet(set, engines[i], peerIndependent(set.dir));
}

async function main(port: number) {
  const server = await startServer(port);
  try {
    await printIndependent(server.base);
  } finally {
    server.stop();
    await server.stopped;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(Number(process.env.BENCH_PORT ?? 8790));
