import { devWorkerId, syncDevContent } from "~/shared/content/dev-sync";
import { errorPage } from "./respond";

/**
 * Development only (the production worker has none of this): requests the dev content server
 * (scripts/dev/server.ts) answers through the worker, and the manifest sync before a page.
 * Same origin, so the page's CSP (connect-src 'self') allows the reload stream.
 */
export async function devRoute(url: URL, base: string | undefined): Promise<Response | undefined> {
  // A development build has no pages of its own: they come from `npm run dev`'s content server.
  if (!base)
    return errorPage(
      503,
      "No dev content server",
      "This development build reads its pages from npm run dev, which sets DEV_CONTENT_URL. Start the site with npm run dev.",
    );
  if (url.pathname === "/__dev/events") return events(base, devWorkerId());
  // Page modules built since the worker started are not static assets yet; the dev server has them.
  if (url.pathname.startsWith("/pages/")) return fetch(`${base}${url.pathname}`);
  try {
    await syncDevContent(base);
  } catch (error) {
    return errorPage(
      503,
      "Dev content server unavailable",
      `The worker could not read the pages from ${base} (${String(error)}). Is npm run dev still running?`,
    );
  }
  return undefined;
}

/** The dev server's build events, opened with one naming this worker instance: a tab reloads when either changed. */
async function events(base: string, worker: string): Promise<Response> {
  const upstream = await fetch(`${base}/events?worker=${encodeURIComponent(worker)}`);
  return new Response(upstream.body, { headers: { "content-type": "text/event-stream", "cache-control": "no-store" } });
}
