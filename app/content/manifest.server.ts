import manifest from "~/generated/manifest.json";
import { pageModules } from "~/generated/page-modules.server";
import { setManifest } from "~/shared/content/manifest";
import type { ContentManifest, PageData } from "~/shared/content/types";
import { loadPageComponent } from "./page-module";

// Production: the manifest bundled into the worker at build time, set once as the server build
// loads (the page routes import this module). In development the dev server's, replaced by
// app/content/dev/ as pages are saved (the bundled one is then left out of the worker).
if (process.env.NODE_ENV !== "development") setManifest(manifest as ContentManifest);

/** A page's module as bundled into the production worker. */
export async function loadPageOnServer(page: PageData) {
  const load = pageModules[page.id];
  if (!load) throw new Error(`no compiled module for ${page.id}`);
  return loadPageComponent(page.moduleUrl, load);
}
