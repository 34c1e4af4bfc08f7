import { localeFromPath, stripLocale } from "~/shared/routing/locale";

/** The Remix route id that renders a path: the home, a section index, or a page. */
export function pageRouteId(pathname: string): string {
  const lang = localeFromPath(pathname);
  const segments = stripLocale(pathname).split("/").filter(Boolean);
  if (segments.length === 0) return `home-${lang}`;
  if (segments.length === 1 && pathname.endsWith("/")) return `section-index-${lang}`;
  return `page-${lang}`;
}

/**
 * The URL of a link this site can navigate to client-side, resolved against the page it is
 * on (`base`, the page's URL or just its origin): `#part` and `?q` stay on that page.
 */
export function isInternalHref(href: string, base: string): URL | undefined {
  try {
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin || !/^\/(?!resources\/|build\/|pages\/|assets\/|feeds\/|1\/)/.test(url.pathname))
      return undefined;
    return url;
  } catch {
    return undefined;
  }
}
