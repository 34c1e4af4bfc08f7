import { resolvePage, twinOf } from "~/content/manifest.server";
import { site } from "~/config/site";
import { localeFromPath, negotiateLocale } from "~/lib/routing/locale";
import { findRedirect } from "~/lib/routing/redirects";
import { isbot } from "isbot";
import { VISITED_COOKIE, hasCookie, visitedCookie } from "./cookies";
import { redirectTo } from "./respond";

/**
 * Redirects decided at the edge for document requests: the spec's redirect table,
 * then the page's canonical spelling (trailing slash, .html, /index, /en prefix).
 * Returns undefined when the request should be rendered.
 */
export function routeRedirect(path: string, search: string): Response | undefined {
  const table = findRedirect(path);
  if (table) return redirectTo(table, search, 301, "permanentRedirect");
  const resolved = resolvePage(path);
  if (resolved.kind === "redirect") return redirectTo(resolved.to, search, 301, "permanentRedirect");
  return undefined;
}

/**
 * Once per browser (no visited cookie), a human whose Accept-Language prefers
 * another supported locale is sent to that locale's twin of the page.
 */
export function localeRedirect(request: Request, path: string, search: string): Response | undefined {
  if (site.themeConfig.localeRedirect === "never") return undefined;
  if (hasCookie(request, VISITED_COOKIE)) return undefined;
  if (isbot(request.headers.get("user-agent") ?? "")) return undefined;
  const preferred = negotiateLocale(request.headers.get("accept-language"));
  const current = localeFromPath(path);
  if (!preferred || preferred === current) return undefined;
  const resolved = resolvePage(path);
  if (resolved.kind !== "page") return undefined;
  const twin = twinOf(resolved.page, preferred);
  if (!twin) return undefined;
  const response = redirectTo(twin.routePath, search, 302, "private");
  response.headers.append("set-cookie", visitedCookie(new URL(request.url).protocol === "https:"));
  response.headers.set("vary", "Accept-Language, Cookie");
  return response;
}
