import { sidebarFor } from "~/shared/config/sidebar";
import type { Lang, SidebarItem } from "~/shared/config/types";
import { pages, resolvePage, siteUrl } from "~/shared/content/manifest";
import type { PageData } from "~/shared/content/types";
import { markdownPath } from "~/shared/routing/markdown-path";
import { encodePath } from "~/shared/routing/path";
import { CHUNK_SIZE, type Chunk, chunkAt } from "./chunk";
import { parsePageRef, sectionOf } from "./paths";
import { SECTIONS, type Section } from "./search-docs";
import { closeMatches } from "./suggest";

export interface PageEntry {
  title: string;
  url: string;
  description: string;
}
export interface PageGroup {
  group: string | null;
  pages: PageEntry[];
}

export const pageUrl = (routePath: string) => new URL(encodePath(routePath), siteUrl || "https://localhost").href;

const entry = (page: PageData): PageEntry => ({
  title: page.title,
  url: pageUrl(page.routePath),
  description: page.frontmatter.description ?? "",
});

/**
 * A section's pages in sidebar order and groups, then any page of the section the sidebar
 * does not list (under a null group), so nothing published is left out.
 */
export function sectionTree(lang: Lang, section: Section): PageGroup[] {
  const prefix = lang === "zh" ? "/zh" : "";
  const seen = new Set<string>();
  const pageAt = (path: string) => {
    const r = resolvePage(prefix + path);
    if (r.kind !== "page" || seen.has(r.page.routePath)) return undefined;
    seen.add(r.page.routePath);
    return entry(r.page);
  };
  const groups: PageGroup[] = [];
  const loose: PageEntry[] = [];
  const walk = (items: SidebarItem[], into: PageEntry[]) => {
    for (const item of items) {
      if (typeof item === "string") {
        const page = pageAt(item);
        if (page) into.push(page);
      } else if ("items" in item) {
        const group: PageGroup = { group: item.text, pages: [] };
        if (item.link) walk([item.link], group.pages);
        walk(item.items, group.pages);
        groups.push(group);
      } else if ("link" in item) walk([item.link], into);
    }
  };
  walk(sidebarFor(lang)[`/${section}/`] ?? [], loose);
  const rest = pages.filter((p) => p.lang === lang && sectionOf(p.routePath) === section && !seen.has(p.routePath)).map(entry);
  return [...(loose.length ? [{ group: null, pages: loose }] : []), ...groups, ...(rest.length ? [{ group: null, pages: rest }] : [])];
}

export function listPages(lang: Lang, section?: Section) {
  return { language: lang, sections: (section ? [section] : SECTIONS).map((s) => ({ section: s, groups: sectionTree(lang, s) })) };
}

/** Why a path or URL names no page, with the closest pages' URLs. */
export type NoPage = { error: string; suggestions: string[] };
export type PageRead = { page: PageData; chunk: Chunk } | NoPage;

/** The page a path or URL names (following a redirect), or why there is none. */
export function findPage(ref: string): { page: PageData } | NoPage {
  const parsed = parsePageRef(ref);
  if (!parsed.ok) return { error: parsed.reason, suggestions: [] };
  const r = resolvePage(parsed.routePath);
  const page = r.kind === "page" ? r.page : r.kind === "redirect" ? pages.find((p) => p.routePath === r.to) : undefined;
  if (page) return { page };
  const routes = pages.filter((p) => p.lang === parsed.lang).map((p) => p.routePath);
  return { error: `There is no page at ${parsed.routePath}.`, suggestions: closeMatches(parsed.routePath, routes).map(pageUrl) };
}

/** The page a path or URL names, and the part of its Markdown twin from `offset`. */
export async function readPage(
  ref: string,
  offset: number,
  fetchAsset: (path: string) => Promise<Response>,
  size = CHUNK_SIZE,
): Promise<PageRead> {
  const found = findPage(ref);
  if (!("page" in found)) return found;
  const { page } = found;
  const res = await fetchAsset(encodePath(markdownPath(page.routePath)));
  if (!res.ok) throw new Error(`Markdown of ${page.routePath}: ${res.status}`);
  return { page, chunk: chunkAt(await res.text(), offset, size) };
}
