import manifest from "~/generated/manifest.json";
import { pageModules } from "~/generated/page-modules.server";
import { createResolver } from "~/lib/routing/resolve";
import { createTwins } from "~/lib/routing/twins";
import { loadPageComponent } from "./page-module";
import type { PageData } from "./types";

/** The manifest bundled into the worker at build time. */
export const pages = manifest.pages as PageData[];
export const contentBuildId: string = manifest.buildId;
/** The deployed origin (SITE_URL at build time): canonical, og:url and hreflang links never copy the request's Host. */
export const siteUrl: string = manifest.siteUrl;
export const resolvePage = createResolver(pages);
export const twinOf = createTwins(pages);

export function pageByRoute(routePath: string): PageData | undefined {
  const r = resolvePage(routePath);
  return r.kind === "page" ? r.page : undefined;
}

export async function loadPageOnServer(page: PageData) {
  const load = pageModules[page.id];
  if (!load) throw new Error(`no compiled module for ${page.id}`);
  return loadPageComponent(page.id, load);
}
