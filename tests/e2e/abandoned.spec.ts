import { expect, test } from "@playwright/test";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { startServer } from "../../scripts/bench/server";

// Readers leave before the answer all the time: a closed tab, a prerender the browser cancels
// when the phone menu closes. The worker's own log must stay quiet then (the edge cache once
// handed the reader one half of a stream it teed for the cache, and the runtime reported an
// uncaught "Network connection lost" whenever the reader left before reading it). A server of
// its own, on its own port, so its output can be read.
const PORT = Number(process.env.ABANDON_PORT ?? 8798);
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PAGES = ["/guide/start/quick-start", "/zh/guide/start/quick-start", "/config/server/port", "/zh/config/", "/no-such-page"];

/** A document request dropped after `ms`, before its answer arrives. */
function leave(path: string, ms: number) {
  return new Promise<void>((done) => {
    const req = http.get(
      { host: "127.0.0.1", port: PORT, path, headers: { cookie: "rsbuild-visited=1", "sec-purpose": "prefetch;prerender" } },
      (res) => {
        res.resume();
        res.on("close", done);
      },
    );
    req.on("error", () => done());
    setTimeout(() => (req.destroy(), done()), ms);
  });
}

test("requests dropped before their answer leave nothing in the worker's log", async () => {
  test.setTimeout(90_000);
  const log: string[] = [];
  const server = await startServer(PORT, ROOT, log);
  try {
    // Ten at a time, dropped after 0–11 ms: before any answer, each render a cache miss or hit.
    for (let round = 0; round < 20; round++)
      await Promise.all(Array.from({ length: 10 }, (_, i) => leave(PAGES[(round * 10 + i) % PAGES.length], (round + i) % 12)));
    // The pages still answer, whole.
    const res = await fetch(`http://127.0.0.1:${PORT}/guide/start/quick-start`, { headers: { cookie: "rsbuild-visited=1" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("</html>");
    await new Promise((r) => setTimeout(r, 1000));
    expect(log.join("").match(/.*(Uncaught|ERROR).*/g) ?? []).toEqual([]);
  } finally {
    server.stop();
    await server.stopped;
  }
});
