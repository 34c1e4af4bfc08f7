import { readFileSync } from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import { writeIfChanged } from "./files.ts";
import { markdownPath } from "./markdown/files.ts";
import { ROOT } from "./paths.ts";

/**
 * Build-time site files served as static assets from public/: release feeds,
 * sitemap.xml, robots.txt and the llms.txt family. They are derived from the
 * manifest (and, for llms-full.txt, the pages' Markdown twins) so they never drift from
 * the pages the worker routes.
 */

const DEFAULT_SITE_URL = "https://rsbuild.rs";

/** UI strings of the app (app/i18n), read as JSON so the build and the site say the same things. */
const strings = Object.fromEntries(["en", "zh"].map((l) => [l, JSON.parse(readFileSync(path.join(ROOT, `app/i18n/${l}.json`), "utf8"))]));
const SECTIONS = ["guide", "config", "plugins", "api", "community"];

/** Per-language wording from the UI strings; hreflang values match the <html lang> the app renders. */
const LANGS = Object.fromEntries(
  [
    ["en", "", "en"],
    ["zh", "/zh", "zh-CN"],
  ].map(([lang, prefix, hreflang]) => {
    const s = strings[lang];
    const sections = Object.fromEntries(SECTIONS.map((k) => [k, s[`llms.section.${k}`]]));
    return [
      lang,
      {
        prefix,
        hreflang,
        feedTitle: s["feed.title"],
        feedDescription: s["feed.description"],
        summary: s["llms.summary"],
        fullText: s["llms.fullText"],
        sections,
      },
    ];
  }),
);

/** The absolute origin of the deployed site; SITE_URL lets previews and forks point feeds at themselves. */
export function siteUrl() {
  return (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

/** Absolute URL of a route path, percent-encoded per segment like the app's canonical links. */
function absolute(base, routePath) {
  return base + routePath.split("/").map(encodeURIComponent).join("/");
}

/**
 * Copy of twinKey in app/shared/routing/twins.ts (this build step cannot import TypeScript):
 * Chinese route data writes logLevel where English writes log-level.
 */
export function twinKey(routePath) {
  const bare = routePath === "/zh" ? "/" : routePath.startsWith("/zh/") ? routePath.slice(3) : routePath;
  return bare
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/\./g, "/")
    .toLowerCase();
}

/** The page and its translation, in the order and shape the page head's hreflang links use. */
function alternatesOf(page, byKey) {
  return Object.keys(LANGS).flatMap((lang) => {
    const twin = lang === page.lang ? page : byKey.get(`${lang}:${twinKey(page.routePath)}`);
    return twin ? [twin] : [];
  });
}

const xmlEscape = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** Release announcements of one language, newest first; published_at is what makes a page one. */
export function releasesOf(manifest, lang) {
  return manifest
    .filter((p) => p.lang === lang && p.frontmatter.published_at)
    .map((p) => ({ page: p, date: new Date(p.frontmatter.published_at) }))
    .filter((r) => !Number.isNaN(r.date.getTime()))
    .sort((a, b) => b.date - a.date || a.page.routePath.localeCompare(b.page.routePath));
}

/**
 * RSS 2.0 and Atom feeds of one language's releases. `updated` is the newest
 * release date rather than the build time, so an unchanged feed stays byte-identical
 * (writeIfChanged then leaves the file alone and caches stay warm).
 */
export function releaseFeeds(manifest, lang, base) {
  const t = LANGS[lang];
  const releases = releasesOf(manifest, lang);
  const home = absolute(base, `${t.prefix}/community/releases/`);
  const feed = new Feed({
    id: home,
    link: home,
    title: t.feedTitle,
    description: t.feedDescription,
    language: t.hreflang,
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

/** Every routed page with its last change and hreflang alternates (page, twin, x-default = English). */
export function sitemapXml(manifest, base) {
  const byKey = new Map(manifest.map((p) => [`${p.lang}:${twinKey(p.routePath)}`, p]));
  const urls = manifest.map((page) => {
    const alternates = alternatesOf(page, byKey);
    const english = alternates.find((a) => a.lang === "en");
    const links = alternates.map(
      (a) => `    <xhtml:link rel="alternate" hreflang="${LANGS[a.lang].hreflang}" href="${xmlEscape(absolute(base, a.routePath))}"/>`,
    );
    if (english)
      links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(absolute(base, english.routePath))}"/>`);
    const lastmod = page.lastUpdatedTime ? `\n    <lastmod>${xmlEscape(page.lastUpdatedTime.slice(0, 10))}</lastmod>` : "";
    return `  <url>\n    <loc>${xmlEscape(absolute(base, page.routePath))}</loc>${lastmod}\n${links.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(base) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`;
}

/** The top-level section of a route (guide, config, …), or undefined for the home page. */
const sectionOf = (routePath) =>
  routePath
    .split("/")
    .filter(Boolean)
    .find((s) => s !== "zh");

/** Where a language's llms files live: the site root for English, /zh/ for Chinese, like its pages. */
const llmsDir = (lang) => (lang === "en" ? "" : "/zh");

/** llms.txt (llmstxt.org): a title, a summary, then one list of links per top-level section, to each page's Markdown twin. */
export function llmsIndex(manifest, lang, base) {
  const t = LANGS[lang];
  const pages = manifest.filter((p) => p.lang === lang);
  const summary = pages.find((p) => p.pageType === "home")?.frontmatter.description ?? t.summary;
  const out = [
    "# Rsbuild",
    "",
    `> ${String(summary).replace(/\s+/g, " ").trim()}`,
    "",
    `${t.fullText}: ${base}${llmsDir(lang)}/llms-full.txt`,
  ];
  for (const [section, heading] of Object.entries(t.sections)) {
    const inSection = pages.filter((p) => sectionOf(p.routePath) === section);
    if (!inSection.length) continue;
    out.push("", `## ${heading}`, "");
    for (const p of inSection) {
      const description = String(p.frontmatter.description ?? "")
        .replace(/\s+/g, " ")
        .trim();
      out.push(
        `- [${p.title.replace(/([[\]])/g, "\\$1")}](${absolute(base, markdownPath(p.routePath))})${description ? `: ${description}` : ""}`,
      );
    }
  }
  return `${out.join("\n")}\n`;
}

/** Drops the page's own h1: the file gives every page a `# Title` line already. */
function withoutLeadingH1(markdown) {
  return markdown.replace(/^# .*(?:\n|$)/, "").trim();
}

/**
 * llms-full.txt: every page of a language, each under `# Title` and `Source: URL`, with the text
 * of its Markdown twin (twins[i] is manifest[i]'s, as scripts/content/markdown/ wrote it).
 */
export function llmsFull(manifest, twins, lang, base) {
  const sections = manifest.flatMap((p, i) => {
    if (p.lang !== lang) return [];
    const body = withoutLeadingH1(twins[i] ?? "");
    return [`# ${p.title}\n\nSource: ${absolute(base, p.routePath)}${body ? `\n\n${body}` : ""}`];
  });
  return `${sections.join("\n\n")}\n`;
}

/**
 * Writes the site files into public/ (dirs.public, else the parent of dirs.publicPages,
 * which is how the tests point the build at a temporary folder). Returns the paths written.
 */
export function writeSiteFiles(manifest, twins, dirs) {
  const base = siteUrl();
  const publicDir = dirs.public ?? path.dirname(dirs.publicPages);
  const files = { "sitemap.xml": sitemapXml(manifest, base), "robots.txt": robotsTxt(base) };
  for (const lang of Object.keys(LANGS)) {
    const { rss, atom } = releaseFeeds(manifest, lang, base);
    files[`feeds/releases-${lang}.rss`] = rss;
    files[`feeds/releases-${lang}.atom`] = atom;
    const dir = llmsDir(lang).slice(1);
    files[path.posix.join(dir, "llms.txt")] = llmsIndex(manifest, lang, base);
    files[path.posix.join(dir, "llms-full.txt")] = llmsFull(manifest, twins, lang, base);
  }
  const written = [];
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(publicDir, rel);
    writeIfChanged(file, content);
    written.push(file);
  }
  return written;
}
