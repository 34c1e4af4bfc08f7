import { createRequestHandler, logDevReady, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import manifest from "~/generated/manifest.json";
import { setManifest } from "~/shared/content/manifest";
import type { ContentManifest } from "~/shared/content/types";
import { dataRouteMatcher } from "./pipeline/data-routes";
import type { Env } from "./env";
import { handleSafely, type Pipeline } from "./pipeline";
import { scheduled } from "./insights/scheduled";
import { resultsPageHits } from "./pipeline/search";
import type { Lang } from "./search/indexes.server";

const server = build as unknown as ServerBuild;

// Production: the manifest is there before the first request, whatever it asks for. The edge
// cache key and the theme route's origin check read it before any page loader has run (the app
// sets it too, when its page loader loads). In development the dev sync sets it per request.
if (process.env.NODE_ENV !== "development") setManifest(manifest as ContentManifest);

// `remix dev` waits for this line on the app server's output to know the rebuild is live.
if (process.env.NODE_ENV === "development") logDevReady(server);

const remix = createRequestHandler(server, process.env.NODE_ENV);

/**
 * What the app's server entry (app/entry.server.tsx) lends the edge besides rendering: the
 * theme cookie is read with the same session code that signs it, and functions/ imports nothing of
 * the app but app/shared and this build.
 */
const lent = server.entry.module as unknown as Pick<Pipeline, "themeOf">;

const app = {
  assetsVersion: server.assets.version,
  themeOf: lent.themeOf,
  dataRoutes: dataRouteMatcher(server.routes),
  // The results page's loader (app/content/search-page.server.ts) searches through the lent `searchHits`.
  render: (request: Request, env: Env, ctx: ExecutionContext) =>
    remix(request, {
      cloudflare: { env, ctx },
      searchHits: (lang: Lang, query: string) => resultsPageHits(request, env, ctx, lang, query),
    }),
};

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    return handleSafely(request, env, ctx, app);
  },
  scheduled,
};
