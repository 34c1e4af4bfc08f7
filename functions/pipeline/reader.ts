import { pageVary, policyFor, type Audience } from "~/shared/http/cache-control";
import { visitedCookie } from "./cookies";

/** What about the request changes the answer beyond its URL. */
export interface Reader {
  /** The theme cookie's valid choice; null is auto. */
  theme: string | null;
  /** The visited cookie is present (the locale choice was made). */
  visited: boolean;
  /** A Remix data request: it never sets the visited cookie. */
  data: boolean;
  https: boolean;
}

const matchesEtag = (header: string | null, etag: string | null) =>
  etag !== null && (header?.split(",").some((t) => t.trim() === "*" || t.trim().replace(/^W\//, "") === etag.replace(/^W\//, "")) ?? false);

/**
 * The reader's answer from the shared copy: its Cache-Control for who may keep it, `Vary`,
 * `X-Cache`, the visited cookie on a first visit (never on a shareable answer), and a 304 when
 * the reader's ETag is this page's.
 */
export function forReader(request: Request, response: Response, hit: boolean, reader: Reader): Response {
  const headers = new Headers(response.headers);
  headers.set("vary", pageVary);
  headers.set("x-cache", hit ? "HIT" : "MISS");
  const fresh = response.status === 200 && matchesEtag(request.headers.get("if-none-match"), headers.get("etag"));
  const setsCookie = !fresh && !reader.data && !reader.visited;
  const audience: Audience = setsCookie ? "once" : reader.theme ? "personal" : "shared";
  headers.set("cache-control", policyFor(response.status, audience));
  if (setsCookie) headers.append("set-cookie", visitedCookie(reader.https));
  if (fresh) {
    void response.body?.cancel();
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
