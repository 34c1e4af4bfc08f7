import { contentBuildId } from "~/shared/content/manifest";
import { withContentSecurityPolicy, withSecurityHeaders } from "../http/security-headers";
import type { Env } from "../env";
import { VISITED_COOKIE, hasCookie } from "./cookies";
import { withEdgeCache } from "./edge-cache";
import { guardRequest } from "./guard";
import { devRoute } from "./dev";
import { requestStarted } from "../http/in-flight";
import { withoutBody } from "./head";
import { markdownVariant } from "./markdown";
import { forReader } from "./reader";
import { errorPage, redirectTo, unknownData } from "./respond";
import { localeRedirect, routeRedirect } from "./route";
import { handleSearchApi } from "./search";
import { CARD_ALIASES, CARD_PATH, handleMcp, MCP_PATH } from "./mcp";
import { withDiscoveryLinks } from "./discovery";
import { wellKnownLlms, WELL_KNOWN_LLMS } from "./well-known";

import { handleInsights, isInsights } from "./insights";
import { staleChunk, stampBuild } from "./skew";

export interface Pipeline {
  render(request: Request, env: Env, ctx: ExecutionContext): Promise<Response>;
  assetsVersion: string;
  /** The route ids a `?_data=` request may name for a path (those matching it). */
  dataRoutes(pathname: string): string[];
  /** The reader's valid theme choice from the signed cookie ("light" or "dark"), null for auto. */
  themeOf(request: Request, env: Env): Promise<string | null>;
}

/** The MCP server and its discovery card answer every method themselves (405s, CORS preflight). */
const isMcp = (url: URL) => url.pathname === MCP_PATH || url.pathname === CARD_PATH || CARD_ALIASES.includes(url.pathname);

/** Remix data requests are redirected by loaders (they need Remix's redirect protocol). */
const isDataRequest = (url: URL) => url.searchParams.has("_data");

/** Hosts the browser may call besides this origin: the hosted search provider, when configured. */
const searchHosts = (env: Env) =>
  env.SEARCH_APP_ID && env.SEARCH_API_KEY ? ["https://*.algolia.net", "https://*.algolianet.com", "https://insights.algolia.io"] : [];

/**
 * The edge request pipeline: guard → redirects → locale → cache → Remix; security headers on
 * every answer. A HEAD request runs as a GET, so it gets every header the GET gets, minus the body.
 */
export async function handle(request: Request, env: Env, ctx: ExecutionContext, app: Pipeline): Promise<Response> {
  const url = new URL(request.url);
  const head = request.method === "HEAD" && !url.pathname.startsWith("/1/") && !isMcp(url);
  const response = stampBuild(
    withSecurityHeaders(
      await route(head ? new Request(request, { method: "GET" }) : request, url, env, ctx, app),
      url.protocol === "https:",
    ),
    app.assetsVersion,
  );
  return head ? withoutBody(response) : response;
}

async function route(request: Request, url: URL, env: Env, ctx: ExecutionContext, app: Pipeline): Promise<Response> {
  if (process.env.NODE_ENV === "development") {
    const dev = await devRoute(url, env.DEV_CONTENT_URL);
    if (dev) return dev;
  }
  if (url.pathname.startsWith("/1/")) return handleSearchApi(request, url, env, ctx);
  if (isMcp(url)) return handleMcp(request, url, env, ctx);
  if (url.pathname === WELL_KNOWN_LLMS) return wellKnownLlms(request, url, env.ASSETS);
  if (isInsights(url)) return handleInsights(request, url, env, ctx);
  const guarded = guardRequest(request, url, false);
  if ("response" in guarded) return guarded.response;
  const { path } = guarded;
  const stale = staleChunk(path);
  if (stale) return stale;
  const data = isDataRequest(url);
  if (data && !app.dataRoutes(url.pathname).includes(url.searchParams.get("_data")!)) return unknownData();
  if (request.method === "POST") return app.render(request, env, ctx);
  // Repeated slashes name no page of their own: send readers to the collapsed path.
  if (url.pathname.includes("//")) return redirectTo(path, url.search, 301, "permanentRedirect");
  if (!data) {
    const redirect = routeRedirect(path, url.search) ?? localeRedirect(request, path, url.search);
    if (redirect) return redirect;
    const markdown = await markdownVariant(request, url, path, env.ASSETS);
    if (markdown) return markdown;
  }
  const theme = await app.themeOf(request, env);
  // The deployed version covers what the other two miss: code and strings only the server renders.
  const buildId = `${app.assetsVersion}-${contentBuildId}-${env.CF_VERSION_METADATA?.id ?? ""}`;
  const render = async () => withContentSecurityPolicy(await app.render(request, env, ctx), searchHosts(env));
  // In development pages change under the same URL between any two requests: no edge cache.
  const { response, hit } =
    process.env.NODE_ENV === "development"
      ? { response: await render(), hit: false }
      : await withEdgeCache(url, { buildId, variant: theme ?? "auto", waitUntil: (p) => ctx.waitUntil(p) }, render);
  const answer = forReader(request, response, hit, {
    theme,
    visited: hasCookie(request, VISITED_COOKIE),
    data,
    https: url.protocol === "https:",
  });
  return data ? answer : withDiscoveryLinks(answer, path);
}

/** Last line of defence: an unexpected failure answers 500 without details, and the isolate keeps serving. */
export async function handleSafely(request: Request, env: Env, ctx: ExecutionContext, app: Pipeline): Promise<Response> {
  const done = requestStarted();
  try {
    return await handle(request, env, ctx, app);
  } catch (error) {
    console.error("unhandled request error", error);
    return withSecurityHeaders(
      errorPage(500, "Server Error", "Something went wrong on our side. Please try again."),
      new URL(request.url).protocol === "https:",
    );
  } finally {
    done();
  }
}
