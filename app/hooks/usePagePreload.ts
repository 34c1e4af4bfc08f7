import { useEffect } from "react";
import { loadPageInBrowser } from "~/content/page-module";
import { isInternalHref, pageRouteId } from "~/lib/preload";
import { fromOtherBuild, quietFetch } from "~/lib/skew";

type PageLoaderData = { page: { id: string; moduleUrl: string } };
const TTL = 30_000;
const prefetched = new Map<string, { at: number; data: Promise<PageLoaderData | undefined> }>();

async function fetchPage(pathname: string): Promise<PageLoaderData | undefined> {
  const res = await quietFetch(`${pathname}?_data=${encodeURIComponent(pageRouteId(pathname))}`, { credentials: "same-origin" });
  // Redirects, errors (Remix's own protocol) and another build's data: the click's navigation handles those.
  if (
    res.status !== 200 ||
    res.headers.has("X-Remix-Redirect") ||
    res.headers.has("X-Remix-Error") ||
    res.headers.has("X-Remix-Catch") ||
    fromOtherBuild(res)
  ) {
    void res.body?.cancel();
    return undefined;
  }
  const data = (await res.json()) as PageLoaderData;
  await loadPageInBrowser(data.page);
  return data;
}

/** Loads a page's data and module ahead of a click; repeated calls share one request. */
export function preloadPage(pathname: string): Promise<PageLoaderData | undefined> {
  const entry = prefetched.get(pathname);
  if (entry && Date.now() - entry.at < TTL) return entry.data;
  const data = fetchPage(pathname).catch(() => undefined);
  prefetched.set(pathname, { at: Date.now(), data });
  return data;
}

/** Prefetched data for a navigation, used once; undefined when there is none or it is stale. */
export async function takePreloaded(pathname: string): Promise<PageLoaderData | undefined> {
  const entry = prefetched.get(pathname);
  prefetched.delete(pathname);
  if (!entry || Date.now() - entry.at >= TTL) return undefined;
  return entry.data;
}

/**
 * Hovering or focusing a link to another internal page preloads it; same-page anchors load
 * nothing, nor do the language links, which load a new document (the browser prerenders it).
 */
export function usePagePreload() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!anchor || anchor.getAttribute("target") === "_blank" || anchor.hasAttribute("hreflang")) return;
      const url = isInternalHref(anchor.getAttribute("href")!, window.location.href);
      if (url && url.pathname !== window.location.pathname) void preloadPage(url.pathname);
    };
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, []);
}
