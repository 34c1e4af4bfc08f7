import { ms } from "./format.ts";
import { docRoutes } from "./manifest.ts";
import { startServer, timeRequests } from "./server.ts";

/** Server render time of doc pages: each page's first request (an edge cache miss), then its second (a hit). */
export async function render(port: number) {
  const docs = docRoutes(200);
  const server = await startServer(port);
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
