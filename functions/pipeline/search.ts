import { assetIndexLoader, type IndexLoader } from "../search/index-file.server";
import { engineFor, indexNameFor, langOfIndex, type Lang } from "../search/indexes.server";
import { facetHits } from "../search/facets";
import type { SearchEngine } from "../search/engine";
import { createGate } from "../search/gate";
import { formatResult } from "../search/answer";
import { LIMITS, parseBody, parseSingle, SearchApiError, type SearchRequest } from "../search/protocol";
import type { Env } from "../env";
import { readLimited } from "../http/read-body";
import { requestsInFlight } from "../http/in-flight";
import { warmInBackground, type WaitUntil } from "../search/warm-background.server";

/** The provider's request headers (the clients' own and DocSearch's), allowed from any origin. */
const ALLOWED_HEADERS =
  "content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, x-algolia-usertoken, x-algolia-user-id, x-forwarded-for, x-algolia-tagfilters";
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": ALLOWED_HEADERS,
  "access-control-max-age": "86400",
};

/** JSON with < and > escaped: the same data, but no markup from a query is ever reflected verbatim. */
const safe = (text: string) => text.replace(/</g, "\\u003c").replace(/>/g, "\\u003e");
const jsonText = (text: string, status = 200) =>
  new Response(safe(text), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...CORS },
  });
const json = (body: unknown, status = 200) => jsonText(JSON.stringify(body), status);

/** Errors in the provider's own shape: `{ message, status }`. */
const error = (status: number, message: string) => json({ message, status }, status);

/** Reads at most `limit` bytes; a larger body is refused without reading it all. */
async function readBody(request: Request, limit: number): Promise<string> {
  const text = await readLimited(request, limit);
  if (text === null) throw new SearchApiError(413, `Request body is larger than ${limit} bytes`);
  return text;
}

function hasCredentials(request: Request, url: URL): boolean {
  const id = url.searchParams.get("x-algolia-application-id") ?? request.headers.get("x-algolia-application-id");
  const key = url.searchParams.get("x-algolia-api-key") ?? request.headers.get("x-algolia-api-key");
  return Boolean(id && key);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** The clock of a worker moves on only across I/O or a timer: waiting for one reads the time a query took. */
const tick = () => sleep(0);

/** Answers one request: its hits (or facet hits), with the time it took. Identical requests of one call are answered once. */
type Call = { memo: Map<string, string>; work: number; done: number; waitUntil?: WaitUntil };

/** The answer's data: the request's hits (or facet hits), its work counted in the call's. */
function search(engine: SearchEngine, req: SearchRequest, call: Call): Record<string, unknown> {
  if (call.work > LIMITS.work)
    throw new SearchApiError(400, "This call needs more work than one call may do: send fewer or shorter queries");
  if (req.facet) {
    call.work += req.query.trim() ? 0 : engine.size;
    return facetHits(engine, req);
  }
  const { hits, exhaustive, work } = engine.searchWithTotal(req.query, req.filter);
  call.work += work;
  return formatResult(req, hits, 0, exhaustive);
}

async function answer(req: SearchRequest, load: IndexLoader, call: Call): Promise<string> {
  const { memo } = call;
  const lang = langOfIndex(req.indexName);
  if (!lang) throw new SearchApiError(404, `Index ${req.indexName.slice(0, 100)} does not exist`);
  const key = JSON.stringify([
    req.indexName,
    req.query,
    req.params,
    req.facet,
    req.page,
    req.hitsPerPage,
    req.attributesToRetrieve,
    req.attributesToSnippet,
    req.highlightPreTag,
    req.highlightPostTag,
    req.snippetEllipsisText,
    req.facets,
  ]);
  const seen = memo.get(key);
  if (seen !== undefined && !req.clickAnalytics) return seen;
  const started = Date.now();
  const engine = await engineFor(lang, load);
  const result = search(engine, req, call);
  await tick();
  const took = Date.now() - started;
  result.processingTimeMS = took;
  const text = JSON.stringify(result);
  memo.set(key, text);
  // After the clock is read: the warm-up's first step must not fall inside this query's time.
  warmInBackground(engine, call.waitUntil, requestsInFlight);
  // A call rests as long as its query worked (at most 250 ms): pages and other requests of the
  // isolate get at least half of its time while long calls run, whatever their queries.
  if (call.done++ > 0) await sleep(Math.min(took, 250));
  return text;
}

/** The results of a call, stopped with a 400 as soon as they pass the response cap. */
async function answerAll(requests: SearchRequest[], load: IndexLoader, waitUntil?: WaitUntil): Promise<string[]> {
  const call: Call = { memo: new Map(), work: 0, done: 0, waitUntil };
  const out: string[] = [];
  let bytes = 0;
  for (const req of requests) {
    const text = await answer(req, load, call);
    bytes += text.length;
    if (bytes > LIMITS.responseBytes)
      throw new SearchApiError(400, `The response would be larger than ${LIMITS.responseBytes} bytes: ask for fewer hits or attributes`);
    out.push(text);
  }
  return out;
}

/** Calls queued beyond this many are refused with a 429, as the provider does when overloaded. */
const gate = createGate(32);

/**
 * The answer of a call. A call of several requests waits its turn behind the other such calls;
 * a call of one request (the site's modal, DocSearch, a client's single-index search) does one
 * query's bounded work and never queues behind them: it runs while they rest.
 */
async function inTurn(requests: number, task: () => Promise<string[]>): Promise<string[]> {
  if (requests === 1) return task();
  const turn = gate(task);
  if (!turn) throw new SearchApiError(429, "Too many search requests at once: retry later");
  return turn;
}

const MULTI = /^\/1\/indexes\/\*\/(queries|recommendations|facets\/\*\/queries)$/;
const SINGLE = /^\/1\/indexes\/([^/*]+)\/(query|facets\/([^/]+)\/query)$/;

/**
 * The hosted provider's search API, answered by this worker: multi-query
 * (POST /1/indexes/*\/queries, facet requests included), single-index search
 * (/1/indexes/{indexName}/query), facet-value search (/1/indexes/{indexName}/facets/{facet}/query,
 * and /1/indexes/*\/facets/*\/queries), and recommendations (accepted, empty).
 */
export async function handleSearchApi(request: Request, url: URL, env: Env, ctx?: Pick<ExecutionContext, "waitUntil">): Promise<Response> {
  try {
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
    const multi = MULTI.exec(url.pathname);
    const single = multi ? null : SINGLE.exec(url.pathname);
    if (!multi && !single) return error(404, "Not found");
    if (request.method !== "POST") return error(405, "Method not allowed");
    if (!hasCredentials(request, url)) return error(403, "Invalid Application-ID or API key");
    const text = await readBody(request, LIMITS.bodyBytes);
    if (multi?.[1] === "recommendations") return json({ results: [] });
    const load = assetIndexLoader(env.ASSETS, url.origin);
    const waitUntil = ctx && ((p: Promise<unknown>) => ctx.waitUntil(p));
    if (single) {
      const name = decodeURIComponent(single[1]);
      const facet = single[3] === undefined ? undefined : decodeURIComponent(single[3]);
      const one = parseSingle(text, name, facet);
      const [result] = await inTurn(1, () => answerAll([one], load, waitUntil));
      return jsonText(result);
    }
    const requests = parseBody(text, multi![1] !== "queries");
    return jsonText(`{"results":[${(await inTurn(requests.length, () => answerAll(requests, load, waitUntil))).join(",")}]}`);
  } catch (e) {
    if (e instanceof SearchApiError) return error(e.status, e.message);
    if (e instanceof URIError) return error(400, "Invalid index or facet name");
    console.error("search error:", e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ""}` : String(e));
    return error(503, "Search is temporarily unavailable");
  }
}

/**
 * The hits of one query, for the results page the app renders (a GET search form's answer,
 * what search leads to without the app): the same API call the search dialog makes, answered
 * in this request. The page's loader receives it through Remix's load context.
 */
export async function resultsPageHits(request: Request, env: Env, ctx: ExecutionContext, lang: Lang, query: string): Promise<unknown[]> {
  const url = new URL("/1/indexes/*/queries", request.url);
  const body = {
    requests: [
      {
        indexName: indexNameFor(lang),
        query,
        hitsPerPage: 20,
        attributesToSnippet: ["content:10"],
        snippetEllipsisText: "…",
        highlightPreTag: "<mark>",
        highlightPostTag: "</mark>",
      },
    ],
  };
  const headers = { "x-algolia-application-id": "results-page", "x-algolia-api-key": "results-page" };
  const call = new Request(url, { method: "POST", headers, body: JSON.stringify(body) });
  const res = await handleSearchApi(call, url, env, ctx);
  if (!res.ok) throw new Error(`search ${res.status}`);
  const data = (await res.json()) as { results: { hits: unknown[] }[] };
  return data.results[0]?.hits ?? [];
}
