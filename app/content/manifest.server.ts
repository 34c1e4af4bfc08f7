import manifest from "~/generated/manifest.json";
import { pageModules } from "~/generated/page-modules.server";
import { createResolver } from "~/shared/routing/resolve";
import { createTwins } from "~/shared/routing/twins";
import { loadPageComponent } from "./page-module";
import type { ContentManifest, PageData } from "~/shared/content/types";

/** What scripts/content/outputs.ts writes: the one shape for both sides. */
export type Manifest = ContentManifest;

/**
 * The pages the worker routes. In production: the manifest bundled into the worker at build
 * time, set once here. In development the dev server's, replaced by app/content/dev/ as pages
 * are saved (the bundled one is then left out of the worker).
 */
export let pages: PageData[] = [];
export let contentBuildId = "";
/** The deployed origin (SITE_URL at build time): canonical, og:url and hreflang links never copy the request's Host. */
export let siteUrl = "";
export let resolvePage = createResolver(pages);
export let twinOf = createTwins(pages);

export function setManifest(next: Manifest) {
  pages = next.pages;
  contentBuildId = next.buildId;
  siteUrl = next.siteUrl;
  resolvePage = createResolver(pages);
  twinOf = createTwins(pages);
}

if (process.env.NODE_ENV !== "development") setManifest(manifest as Manifest);

export function pageByRoute(routePath: string): PageData | undefined {
  const r = resolvePage(routePath);
  return r.kind === "page" ? r.page : undefined;
}

/** A page's module as bundled into the production worker. */
export async function loadPageOnServer(page: PageData) {
  const load = pageModules[page.id];
  if (!load) throw new Error(`no compiled module for ${page.id}`);
  return loadPageComponent(page.moduleUrl, load);
}
