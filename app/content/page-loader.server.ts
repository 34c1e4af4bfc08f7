import { json, redirect } from "@remix-run/cloudflare";
import { langs } from "~/shared/config/site";
import { sidebarFor } from "~/shared/config/sidebar";
import type { Lang } from "~/shared/config/types";
import type { Alternate } from "~/lib/head";
import { decodePath } from "~/shared/routing/path";
import { localeFromPath } from "~/shared/routing/locale";
import { findRedirect } from "~/shared/routing/redirects";
import { canonicalRedirect } from "~/shared/routing/redirect-decision";
import { resolveSidebar, prevNext } from "~/lib/sidebar/resolve";
import { overviewGroups } from "~/lib/overview";
import { t } from "~/shared/i18n";
import type { PageData } from "~/shared/content/types";
import { contentBuildId, pageByRoute, pages, resolvePage, siteUrl, twinOf } from "~/shared/content/manifest";
import { loadPageOnServer } from "./manifest.server";
import { loadDevPage } from "./dev/dev-content.server";

/** The 404 answer every loader throws; the locale route's boundary renders it. */
export function notFound(path: string): Response {
  return json({ lang: localeFromPath(path) }, { status: 404 });
}

function requestPath(request: Request): { path: string; search: string } {
  const url = new URL(request.url);
  const decoded = decodePath(url.pathname);
  if (!decoded.ok) throw json({ message: decoded.reason }, { status: 400 });
  return { path: decoded.path, search: url.search.replace(/([?&])_data=[^&]*&?/, "$1").replace(/[?&]$/, "") };
}

const sidebars = new Map<string, ReturnType<typeof resolveSidebar>>();
let sidebarsBuild = "";

/** A section's sidebar resolved against the manifest, once per isolate (per content build in development). */
function sectionSidebar(lang: Lang, section: string) {
  if (sidebarsBuild !== contentBuildId) {
    sidebars.clear();
    sidebarsBuild = contentBuildId;
  }
  const key = `${lang}:${section}`;
  let sidebar = sidebars.get(key);
  if (!sidebar) {
    const config = sidebarFor(lang)[`/${section}/`] ?? [];
    sidebar = resolveSidebar(config, lang === "en" ? "" : `/${lang}`, pageByRoute);
    sidebars.set(key, sidebar);
  }
  return sidebar;
}

/** Sidebar of a section for the request's language; 404 when the section has no pages. */
export function loadSection(request: Request, section: string) {
  const { path } = requestPath(request);
  const lang = localeFromPath(path);
  const prefix = lang === "en" ? "" : `/${lang}`;
  if (!pages.some((p) => p.lang === lang && p.routePath.startsWith(`${prefix}/${section}/`))) {
    if (!findRedirect(path)) throw notFound(path);
  }
  return { section, sidebar: sectionSidebar(lang, section) };
}

/** An overview page lists the pages below its own route (frontmatter overviewHeaders picks heading depths). */
function overviewFor(page: PageData, sidebar: ReturnType<typeof resolveSidebar>) {
  const depths = Array.isArray(page.frontmatter.overviewHeaders) ? (page.frontmatter.overviewHeaders as number[]) : undefined;
  return overviewGroups(sidebar, page.routePath, page.routePath, (link) => pageByRoute(link)?.toc, depths, t(page.lang, "overview.others"));
}

/** Resolves the requested page, redirecting other spellings, and loads its module. */
export async function loadPage(request: Request) {
  const { path, search } = requestPath(request);
  // Client navigations skip the edge's redirects (data requests), so the same decision is made here.
  const decision = canonicalRedirect(path, search, { resolve: resolvePage });
  if (decision) throw redirect(decision.location, decision.status);
  const resolved = resolvePage(path);
  if (resolved.kind !== "page") throw notFound(path);
  const page = resolved.page;
  await (process.env.NODE_ENV === "development" ? loadDevPage(page) : loadPageOnServer(page));
  const alternates: Alternate[] = langs.flatMap((lang) => {
    const twin = lang === page.lang ? page : twinOf(page, lang);
    return twin ? [{ lang, routePath: twin.routePath }] : [];
  });
  const section = page.routePath
    .split("/")
    .filter(Boolean)
    .find((s) => s !== "zh");
  const sidebar = section ? sectionSidebar(page.lang, section) : [];
  const overview = page.frontmatter.overview ? overviewFor(page, sidebar) : undefined;
  return { page, alternates, origin: siteUrl, overview, ...prevNext(sidebar, page.routePath) };
}
