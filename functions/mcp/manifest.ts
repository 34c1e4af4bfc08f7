import bundled from "~/generated/manifest.json";
import { pages, setManifest } from "~/shared/content/manifest";
import type { ContentManifest } from "~/shared/content/types";

/**
 * The page routes set the bundled manifest when a page first renders (their server module is
 * imported on first use, app/content/manifest.server.ts); the MCP server may answer before any
 * page has, so it sets the same manifest itself. In development the dev sync has set the dev
 * server's before the request gets here, and the bundled file is left out of that worker.
 */
export function ensureManifest() {
  if (process.env.NODE_ENV !== "development" && pages.length === 0) setManifest(bundled as ContentManifest);
}
