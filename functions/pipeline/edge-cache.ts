import { cacheControl, policyForStatus } from "~/lib/http/cache-control";

export interface CacheContext {
  buildId: string;
  /** Cookie-derived values that change the HTML; each becomes part of the key. */
  variant: string;
  waitUntil(promise: Promise<unknown>): void;
}

function cacheKey(url: URL, ctx: CacheContext): Request {
  const key = new URL(url);
  key.searchParams.set("__build", ctx.buildId);
  key.searchParams.set("__variant", ctx.variant);
  return new Request(key.toString(), { method: "GET" });
}

const etagOf = (ctx: CacheContext) => `"${ctx.buildId}-${ctx.variant}"`;

function notModified(request: Request, etag: string, policy: string): Response | undefined {
  const match = request.headers.get("if-none-match");
  if (!match || !match.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return undefined;
  return new Response(null, { status: 304, headers: { etag, "cache-control": policy } });
}

async function openCache(): Promise<Cache | undefined> {
  try {
    return (globalThis.caches as unknown as { default?: Cache })?.default;
  } catch {
    return undefined;
  }
}

/**
 * Serves rendered GET responses from the Cache API, keyed by URL, build and variant.
 * A failing cache is never fatal: the page is rendered instead.
 */
export async function withEdgeCache(request: Request, url: URL, ctx: CacheContext, render: () => Promise<Response>): Promise<Response> {
  const etag = etagOf(ctx);
  const early = notModified(request, etag, cacheControl.page);
  if (early) return early;
  const cache = request.method === "GET" ? await openCache() : undefined;
  const key = cacheKey(url, ctx);
  const hit = cache ? await cache.match(key).catch(() => undefined) : undefined;
  if (hit) return new Response(hit.body, hit);
  const response = await render();
  const policy = policyForStatus(response.status);
  const headers = new Headers(response.headers);
  if (!headers.has("cache-control")) headers.set("cache-control", cacheControl[policy]);
  if (response.status === 200) headers.set("etag", etag);
  const out = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  if (cache && (response.status === 200 || response.status === 404) && !headers.has("set-cookie")) {
    ctx.waitUntil(cache.put(key, out.clone()).catch(() => undefined));
  }
  return out;
}
