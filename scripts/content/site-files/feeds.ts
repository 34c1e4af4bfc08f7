import { Feed } from "feed";
import type { Lang } from "../../../app/shared/config/types.ts";
import type { PageData } from "../../../app/shared/content/types.ts";
import { htmlLang, withLocale } from "../../../app/shared/routing/locale.ts";
import { absolute } from "./urls.ts";
import { wordsOf } from "./words.ts";

interface Release {
  page: PageData;
  date: Date;
}

/** Release announcements of one language, newest first; published_at is what makes a page one. */
export function releasesOf(manifest: readonly PageData[], lang: Lang): Release[] {
  return manifest
    .flatMap((p) => (p.lang === lang && p.frontmatter.published_at ? [{ page: p, date: new Date(p.frontmatter.published_at) }] : []))
    .filter((r) => !Number.isNaN(r.date.getTime()))
    .sort((a, b) => b.date.getTime() - a.date.getTime() || a.page.routePath.localeCompare(b.page.routePath));
}

/**
 * RSS 2.0 and Atom feeds of one language's releases. `updated` is the newest
 * release date rather than the build time, so an unchanged feed stays byte-identical
 * (writeIfChanged then leaves the file alone and caches stay warm).
 */
export function releaseFeeds(manifest: readonly PageData[], lang: Lang, base: string): { rss: string; atom: string } {
  const words = wordsOf(lang);
  const releases = releasesOf(manifest, lang);
  const home = absolute(base, withLocale("/community/releases/", lang));
  const feed = new Feed({
    id: home,
    link: home,
    title: words.feedTitle,
    description: words.feedDescription,
    language: htmlLang(lang),
    updated: releases[0]?.date ?? new Date(0),
    generator: false,
    favicon: `${base}/assets/favicon.svg`,
    feedLinks: { rss: `${base}/feeds/releases-${lang}.rss`, atom: `${base}/feeds/releases-${lang}.atom` },
  });
  for (const { page, date } of releases) {
    const url = absolute(base, page.routePath);
    feed.addItem({ title: page.title, id: url, link: url, date, published: date, description: String(page.frontmatter.description ?? "") });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
