import { createResolver } from "../routing/resolve";
import { createTwins } from "../routing/twins";
import type { ContentManifest, PageData } from "./types";

/**
 * The pages the app and the edge route, as one state: Remix bundles the worker (functions/) and
 * the app into one program, so both read these bindings. Set by app/content/manifest.server.ts
 * from the manifest bundled at build time (production), or by the dev sync as pages are saved.
 */
export let pages: PageData[] = [];
export let contentBuildId = "";
/** The deployed origin (SITE_URL at build time): canonical, og:url and hreflang links never copy the request's Host. */
export let siteUrl = "";
export let resolvePage = createResolver(pages);
export let twinOf = createTwins(pages);

export function setManifest(next: ContentManifest) {
  pages = next.pages;
  contentBuildId = next.buildId;
  siteUrl = next.siteUrl;
  resolvePage = createResolver(pages);
  twinOf = createTwins(pages);
}

export function pageByRoute(routePath: string): PageData | undefined {
  const r = resolvePage(routePath);
  return r.kind === "page" ? r.page : undefined;
}
