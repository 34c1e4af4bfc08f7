import { localeFromPath, stripLocale } from "~/lib/routing/locale";

/** The Remix route id that renders a path: the home, a section index, or a page. */
export function pageRouteId(pathname: string): string {
  const lang = localeFromPath(pathname);
  const segments = stripLocale(pathname).split("/").filter(Boolean);
  if (segments.length === 0) return `home-${lang}`;
  if (segments.length === 1 && pathname.endsWith("/")) return `section-index-${lang}`;
  return `page-${lang}`;
}

/** True for links this site can navigate to client-side. */
export function isInternalHref(href: string, origin: string): URL | undefined {
  try {
    const url = new URL(href, origin);
    if (url.origin !== origin || !/^\/(?!resources\/|build\/|pages\/|assets\/|feeds\/|1\/)/.test(url.pathname)) return undefined;
    return url;
  } catch {
    return undefined;
  }
}
