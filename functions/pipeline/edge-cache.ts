import { cacheControl, policyForStatus } from "~/shared/http/cache-control";
import { cacheKeyUrl } from "./cache-key";

export interface CacheContext {
  buildId: string;
  /** Cookie-derived values that change the HTML; each becomes part of the key. */
  variant: string;
  waitUntil(promise: Promise<unknown>): void;
}

export interface Cached {
  response: Response;
  /** Served from the worker's cache rather than rendered. */
  hit: boolean;
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A weak ETag from the page's own bytes: one per page and variant, so a validator from one
 * page never matches another. Weak, because the runtime may gzip the same page per request.
 */
export async function etagOf(body: ArrayBuffer): Promise<string> {
  return `W/"${hex(await crypto.subtle.digest("SHA-256", body)).slice(0, 32)}"`;
}

async function openCache(): Promise<Cache | undefined> {
  try {
    return (globalThis.caches as unknown as { default?: Cache })?.default;
  } catch {
    return undefined;
  }
}

/**
 * The copy the worker keeps: the shared policy, and for a 200 the ETag of its bytes. Read whole,
 * so the reader's answer and the cache's copy are two responses over the same bytes: a tee of one
 * stream (`clone()`) fails loudly in the runtime when the reader leaves before it is read.
 */
async function storable(response: Response): Promise<() => Response> {
  const headers = new Headers(response.headers);
  headers.set("cache-control", cacheControl[policyForStatus(response.status)]);
  // A body-less answer (a data request's redirect is a 204) stays body-less.
  const body = response.body ? await response.arrayBuffer() : null;
  if (response.status === 200 && body) headers.set("etag", await etagOf(body));
  return () => new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Serves rendered GET responses from the Cache API, keyed by the URL with only the query
 * parameters that change the page, the build and the variant. A failing cache is never
 * fatal: the page is rendered instead.
 */
export async function withEdgeCache(url: URL, ctx: CacheContext, render: () => Promise<Response>): Promise<Cached> {
  const cache = await openCache();
  const key = new Request(cacheKeyUrl(url, ctx.buildId, ctx.variant), { method: "GET" });
  const hit = cache ? await cache.match(key).catch(() => undefined) : undefined;
  if (hit) return { response: new Response(hit.body, hit), hit: true };
  const copy = await storable(await render());
  const response = copy();
  if (cache && (response.status === 200 || response.status === 404) && !response.headers.has("set-cookie")) {
    ctx.waitUntil(cache.put(key, copy()).catch(() => undefined));
  }
  return { response, hit: false };
}
