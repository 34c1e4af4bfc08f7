import type { PageData } from "../content/types";
import { stripLocale } from "./locale";

/**
 * A key that is the same for a page and its translation: the path without the
 * language prefix, camelCase and dots spelled as kebab-case and slashes
 * (Chinese route data writes logLevel where English writes log-level).
 */
export function twinKey(routePath: string): string {
  return stripLocale(routePath)
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/\./g, "/")
    .toLowerCase();
}

/** Finds a page's counterpart in another language, if it exists. */
export function createTwins(pages: PageData[]) {
  const byKey = new Map(pages.map((p) => [`${p.lang}:${twinKey(p.routePath)}`, p]));
  return (page: Pick<PageData, "routePath">, lang: string): PageData | undefined => byKey.get(`${lang}:${twinKey(page.routePath)}`);
}
