import { resolvePage, twinOf } from "~/shared/content/manifest";
import { site } from "~/shared/config/site";
import { negotiateLocale } from "~/shared/routing/locale";
import { canonicalRedirect, localeRedirect as localeTwin } from "~/shared/routing/redirect-decision";
import { isbot } from "isbot";
import { VISITED_COOKIE, hasCookie, visitedCookie } from "./cookies";
import { redirectResponse } from "./respond";

/**
 * Redirects decided at the edge for document requests: the spec's redirect table,
 * then the page's canonical spelling (trailing slash, .html, /index, /en prefix).
 * Returns undefined when the request should be rendered.
 */
export function routeRedirect(path: string, search: string): Response | undefined {
  const decision = canonicalRedirect(path, search, { resolve: resolvePage });
  return decision && redirectResponse(decision, "permanentRedirect");
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
  const decision = localeTwin(path, search, preferred, { resolve: resolvePage, twinOf });
  if (!decision) return undefined;
  const response = redirectResponse(decision, "private");
  response.headers.append("set-cookie", visitedCookie(new URL(request.url).protocol === "https:"));
  response.headers.set("vary", "Accept-Language, Cookie");
  return response;
}
