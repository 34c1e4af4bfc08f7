import type { Lang } from "~/shared/config/types";
import type { PageData } from "../content/types";
import { localeFromPath } from "./locale";
import { encodePath } from "./path";
import { findRedirect } from "./redirects";
import type { Resolution } from "./resolve";

/** Where to send the reader; the edge answers it with a Response, the page loader throws it as a Remix redirect. */
export interface RedirectDecision {
  location: string;
  status: 301 | 302;
}

/** The site's pages as the decisions need them (the manifest's resolver and twin finder). */
export interface RoutingSite {
  resolve(path: string): Resolution;
  twinOf(page: Pick<PageData, "routePath">, lang: string): PageData | undefined;
}

/** An absolute URL as it is; a site path encoded, keeping the query string. */
export function redirectLocation(target: string, search: string): string {
  return /^https?:\/\//.test(target) ? target : `${encodePath(target)}${search}`;
}

/**
 * The permanent redirects of a decoded path: the spec's redirect table first, then the page's
 * canonical spelling (trailing slash, .html, /index, /en prefix). Undefined when the path is rendered.
 */
export function canonicalRedirect(path: string, search: string, site: Pick<RoutingSite, "resolve">): RedirectDecision | undefined {
  const table = findRedirect(path);
  if (table) return { location: redirectLocation(table, search), status: 301 };
  const resolved = site.resolve(path);
  if (resolved.kind === "redirect") return { location: redirectLocation(resolved.to, search), status: 301 };
  return undefined;
}

/**
 * The twin of the page in the reader's preferred locale (302), when that locale is not the page's
 * own and the twin exists. Whether to ask at all (cookie, bot, config) is the caller's business.
 */
export function localeRedirect(path: string, search: string, preferred: Lang | undefined, site: RoutingSite): RedirectDecision | undefined {
  if (!preferred || preferred === localeFromPath(path)) return undefined;
  const resolved = site.resolve(path);
  if (resolved.kind !== "page") return undefined;
  const twin = site.twinOf(resolved.page, preferred);
  return twin ? { location: redirectLocation(twin.routePath, search), status: 302 } : undefined;
}
