import { indexPath, readIndexFile } from "~/lib/search/index-file.server";
import { engineFor, langOfIndex, type Lang } from "~/lib/search/indexes.server";
import { formatResult, LIMITS, parseBody, SearchApiError } from "~/lib/search/protocol";
import type { IndexFile } from "~/lib/search/types";
import type { Env } from "../env";

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent",
  "access-control-max-age": "86400",
};

/** JSON with < and > escaped: the same data, but no markup from a query is ever reflected verbatim. */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body).replace(/</g, "\\u003c").replace(/>/g, "\\u003e"), { status, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...CORS } });

/** Errors in the provider's own shape: `{ message, status }`. */
const error = (status: number, message: string) => json({ message, status }, status);

/** Reads at most `limit` bytes; a larger body is refused without reading it all. */
async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new SearchApiError(413, `Request body is larger than ${limit} bytes`);
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new SearchApiError(413, `Request body is larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function hasCredentials(request: Request, url: URL): boolean {
  const id = url.searchParams.get("x-algolia-application-id") ?? request.headers.get("x-algolia-application-id");
  const key = url.searchParams.get("x-algolia-api-key") ?? request.headers.get("x-algolia-api-key");
  return Boolean(id && key);
}

/** The embedded engine's index files are static assets of this deployment. */
function indexLoader(env: Env, url: URL) {
  return async (lang: Lang): Promise<IndexFile> => {
    if (!env.ASSETS) throw new Error("no ASSETS binding");
    const res = await env.ASSETS.fetch(new Request(new URL(indexPath(lang), url.origin)));
    if (!res.ok) throw new Error(`search index ${lang}: ${res.status}`);
    return readIndexFile(res);
  };
}

/**
 * The hosted provider's search API, answered by this worker:
 * POST /1/indexes/*\/queries (multi-query) and /1/indexes/*\/recommendations (accepted, empty).
 */
export async function handleSearchApi(request: Request, url: URL, env: Env): Promise<Response> {
  try {
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
    const route = /^\/1\/indexes\/\*\/(queries|recommendations)$/.exec(url.pathname);
    if (!route) return error(404, "Not found");
    if (request.method !== "POST") return error(405, "Method not allowed");
    if (!hasCredentials(request, url)) return error(403, "Invalid Application-ID or API key");
    const text = await readBody(request, LIMITS.bodyBytes);
    if (route[1] === "recommendations") return json({ results: [] });
    const requests = parseBody(text);
    const load = indexLoader(env, url);
    const results = [];
    for (const req of requests) {
      const lang = langOfIndex(req.indexName);
      if (!lang) return error(404, `Index ${req.indexName.slice(0, 100)} does not exist`);
      const started = Date.now();
      const engine = await engineFor(lang, load);
      const { hits, total, exhaustive } = engine.searchWithTotal(req.query);
      results.push(formatResult(req, hits, Date.now() - started, total, exhaustive));
    }
    return json({ results });
  } catch (e) {
    if (e instanceof SearchApiError) return error(e.status, e.message);
    console.error("search error:", e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ""}` : String(e));
    return error(503, "Search is temporarily unavailable");
  }
}
