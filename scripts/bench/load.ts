import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { percentile } from "./server.ts";

export interface LoadResult {
  requests: number;
  rps: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Bounded load: `connections` loops sending requests for `seconds`, then stop. */
export async function load(makeRequest: (i: number) => Promise<Response>, { connections = 50, seconds = 30 } = {}): Promise<LoadResult> {
  const end = Date.now() + seconds * 1000;
  const times: number[] = [];
  let errors = 0;
  const loop = async (i: number) => {
    let n = i;
    while (Date.now() < end) {
      const start = performance.now();
      try {
        const res = await makeRequest(n++);
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
      } catch {
        errors++;
      }
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
  return {
    requests: times.length,
    rps: times.length / seconds,
    errors,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

/** A plain static server on loopback holding the same pre-rendered HTML, for comparison. */
export async function staticServer(pages: { path: string; html: string }[], port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-"));
  pages.forEach((p, i) => fs.writeFileSync(path.join(dir, `${i}.html`), p.html));
  const byPath = new Map(pages.map((p, i) => [p.path, path.join(dir, `${i}.html`)] as const));
  const server = http.createServer((req, res) => {
    const file = req.url === undefined ? undefined : byPath.get(req.url);
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return { base: `http://127.0.0.1:${port}`, stop: () => (server.close(), fs.rmSync(dir, { recursive: true, force: true })) };
}
