import type { MetaDescriptor } from "@remix-run/cloudflare";
import { site } from "~/shared/config/site";
import { t } from "~/shared/i18n";
import type { PageData } from "~/shared/content/types";
import { encodePath } from "~/shared/routing/path";
import { htmlLang } from "~/shared/routing/locale";
import { CARD_SIZE, socialImageUrl } from "~/shared/content/social-image";

export interface Alternate {
  lang: PageData["lang"];
  routePath: string;
}

/** The document title: page title and site title (or the page's titleSuffix) joined by ' - '. */
export function documentTitle(title: string, suffix?: string): string {
  const tail = suffix ?? site.title;
  return title && title !== tail ? `${title} - ${tail}` : tail;
}

/** Title, description, canonical, hreflang twins, Open Graph and feed links of a page. */
export function pageMeta(page: PageData, origin: string, alternates: Alternate[]): MetaDescriptor[] {
  const fm = page.frontmatter;
  const title = documentTitle(page.title, fm.titleSuffix);
  const description = fm.description ?? t(page.lang, "site.description");
  const url = origin + encodePath(page.routePath);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: page.pageType === "home" ? "website" : "article" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.title },
    { property: "og:locale", content: page.lang === "zh" ? "zh_CN" : "en_US" },
  ];
  const image = socialImageUrl(page, origin);
  if (image) {
    meta.push(
      { property: "og:image", content: image },
      // A drawn card's size is fixed; a page's own image says nothing of its size.
      ...(page.card && image === origin + page.card
        ? [
            { property: "og:image:width", content: String(CARD_SIZE.width) },
            { property: "og:image:height", content: String(CARD_SIZE.height) },
          ]
        : []),
      { property: "og:image:alt", content: title },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: title },
    );
  } else meta.push({ name: "twitter:card", content: "summary" });
  for (const alt of alternates) {
    meta.push({ tagName: "link", rel: "alternate", hrefLang: htmlLang(alt.lang), href: origin + encodePath(alt.routePath) });
  }
  const english = alternates.find((a) => a.lang === "en");
  if (english) meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + encodePath(english.routePath) });
  for (const feed of page.feeds) {
    meta.push({
      tagName: "link",
      rel: "alternate",
      type: feed.mime,
      href: origin + feed.url,
      title: `${site.title} releases (${feed.language})`,
    });
  }
  return meta;
}

/**
 * A slow network hands the browser the document in pieces, and it paints what it has parsed: a
 * navbar without its last tools, or a hero still growing, which then move when the rest arrives.
 * This link holds the first paint until the element after the first screen's frame is in the
 * document (Chromium unblocks when the target is inserted, not when it is complete): the main
 * content after the navbar and sidebar, or on the landing page the content after hero and features.
 */
export function firstScreenHold(page: PageData): MetaDescriptor {
  return { tagName: "link", rel: "expect", href: page.pageType === "home" ? "#home-content" : "#content", blocking: "render" };
}
