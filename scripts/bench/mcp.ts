import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { LANGS } from "../../app/shared/routing/locale.ts";
import { ms } from "./format.ts";
import { docRoutes } from "./manifest.ts";
import { benchQueries } from "./search.ts";
import { percentile, startServer } from "./server.ts";

/**
 * The bench stands for many agents: each call comes from an address of its own, so the
 * per-client rate limit (which a single agent never reaches) does not turn timings into 429s.
 */
let client = 0;
const asManyClients: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set("cf-connecting-ip", `198.18.${(++client >> 8) & 255}.${client & 255}`);
  return fetch(input, { ...init, headers });
};

async function timed(calls: (() => Promise<Record<string, unknown>>)[]) {
  const times: number[] = [];
  for (const call of calls) {
    const start = performance.now();
    const result = await call();
    if (result.isError) throw new Error(`MCP bench: a call failed: ${JSON.stringify(result).slice(0, 200)}`);
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), count: times.length };
}

/** Warm round trips of `search_docs` (the search bench's queries) and `read_page` (doc pages), through the SDK's own client. */
export async function mcpReport(port: number) {
  const server = await startServer(port);
  const mcp = new Client({ name: "bench", version: "1.0.0" });
  try {
    await mcp.connect(new StreamableHTTPClientTransport(new URL("/mcp", server.base), { fetch: asManyClients }));
    for (const language of LANGS) {
      await mcp.callTool({ name: "search_docs", arguments: { query: "warm up", language } });
      const queries = benchQueries(language, 100);
      const s = await timed(queries.map((query) => () => mcp.callTool({ name: "search_docs", arguments: { query, language, limit: 10 } })));
      console.log(`mcp search_docs ${language}, warm, ${s.count} calls: round trip p50 ${ms(s.p50)}, p95 ${ms(s.p95)}`);
    }
    const routes = docRoutes(100);
    await mcp.callTool({ name: "read_page", arguments: { path: routes[0] } });
    const r = await timed(routes.map((path) => () => mcp.callTool({ name: "read_page", arguments: { path } })));
    console.log(`mcp read_page, warm, ${r.count} pages: round trip p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`);
  } finally {
    await mcp.close();
    server.stop();
  }
}
