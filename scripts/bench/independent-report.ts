// The independent set's figures alone: `npm run bench:independent` (after `npm run build`).
import { INDEPENDENT_FLOORS } from "./independent-floors.ts";
import type { PageRelevance } from "./relevance.ts";
import { peerIndependent, searchIndependent } from "./search.ts";
import { startServer } from "./server.ts";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const figures = (r: PageRelevance) => `hit@1 ${pct(r.hit1)}, hit@5 ${pct(r.hit5)}, MRR@5 ${r.mrr.toFixed(3)}`;

/** Prints the engine's page-level figures on the independent set beside the peer baseline's, asked of a running worker. */
export async function printIndependent(base: string) {
  const engines = await searchIndependent(base);
  const peers = peerIndependent();
  for (const [i, engine] of engines.entries()) {
    const { lang } = engine;
    const floor = INDEPENDENT_FLOORS[lang];
    const peer = peers[i];
    console.log(
      `search independent ${lang}, ${engine.count} questions (never tuned on): ${figures(engine)} (floor ${pct(floor.hit1)} / ${pct(floor.hit5)}); MiniSearch as VitePress uses it: ${figures(peer)}`,
    );
  }
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
