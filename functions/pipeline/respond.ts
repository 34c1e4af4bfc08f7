import { cacheControl, type CachePolicy } from "~/shared/http/cache-control";
import { redirectLocation } from "~/shared/routing/redirect-decision";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small HTML error page that never echoes request data unescaped and never shows a stack. */
export function errorPage(status: number, title: string, detail: string, headers: HeadersInit = {}): Response {
  const heading = `${status} ${escapeHtml(title)}`;
  const body = [
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${heading} - Rsbuild</title>`,
    `<main style="font:16px system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem">`,
    `<h1>${heading}</h1><p>${escapeHtml(detail)}</p><p><a href="/">Take me home</a></p></main></html>`,
  ].join("");
  return new Response(body, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": cacheControl.private, ...headers },
  });
}

/** A redirect to a site path (encoded here) or an absolute URL, keeping the query string. */
export function redirectTo(target: string, search: string, status: 301 | 302 | 308, policy: CachePolicy): Response {
  return redirectResponse({ location: redirectLocation(target, search), status }, policy);
}

/** The edge's answer to a redirect decision. */
export function redirectResponse({ location, status }: { location: string; status: 301 | 302 | 308 }, policy: CachePolicy): Response {
  return new Response(null, { status, headers: { location, "cache-control": cacheControl[policy] } });
}

/**
 * A data request for a route that does not match the path: Remix would log an error for
 * each one, so a client could flood the log. The answer is the same for everyone.
 */
export function unknownData(): Response {
  return new Response(JSON.stringify({ message: "No route data here" }), {
    status: 404,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": cacheControl.notFound },
  });
}
