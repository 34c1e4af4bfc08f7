import type { PageData } from "../../../app/shared/content/types.ts";
import { htmlLang, LANGS } from "../../../app/shared/routing/locale.ts";
import { createTwins } from "../../../app/shared/routing/twins.ts";
import { absolute, xmlEscape } from "./urls.ts";

type TwinOf = ReturnType<typeof createTwins>;

/** The page and its translation, in the order and shape the page head's hreflang links use. */
function alternatesOf(page: PageData, twinOf: TwinOf): PageData[] {
  return LANGS.flatMap((lang) => {
    const twin = lang === page.lang ? page : twinOf(page, lang);
    return twin ? [twin] : [];
  });
}

const link = (hreflang: string, href: string) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`;

/** Every routed page with its last change and hreflang alternates (page, twin, x-default = English). */
export function sitemapXml(manifest: PageData[], base: string): string {
  const twinOf = createTwins(manifest);
  const urls = manifest.map((page) => {
    const alternates = alternatesOf(page, twinOf);
    const english = alternates.find((a) => a.lang === "en");
    const links = alternates.map((a) => link(htmlLang(a.lang), absolute(base, a.routePath)));
    if (english) links.push(link("x-default", absolute(base, english.routePath)));
    const lastmod = page.lastUpdatedTime ? `\n    <lastmod>${xmlEscape(page.lastUpdatedTime.slice(0, 10))}</lastmod>` : "";
    return `  <url>\n    <loc>${xmlEscape(absolute(base, page.routePath))}</loc>${lastmod}\n${links.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`;
}
