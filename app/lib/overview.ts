import type { TocEntry } from "~/shared/content/types";
import type { ResolvedSidebarItem } from "~/lib/sidebar/resolve";

export interface OverviewPage {
  title: string;
  link: string;
  headings: { text: string; id: string }[];
}
export interface OverviewGroup {
  title: string;
  pages: OverviewPage[];
}

export const DEFAULT_GROUP_TITLE = "Others";
export const DEFAULT_HEADER_DEPTHS = [2];

/**
 * The sibling pages under an overview page's route, grouped by their sidebar group
 * ('Others' for pages outside any group), each with its headings at the chosen depths.
 */
export function overviewGroups(
  sidebar: ResolvedSidebarItem[],
  base: string,
  self: string,
  tocOf: (link: string) => TocEntry[] | undefined,
  depths = DEFAULT_HEADER_DEPTHS,
  otherTitle = DEFAULT_GROUP_TITLE,
): OverviewGroup[] {
  const groups = new Map<string, OverviewPage[]>();
  const add = (title: string, text: string, link: string) => {
    if (!link.startsWith(base) || link === self) return;
    const headings = (tocOf(link) ?? []).filter((h) => depths.includes(h.depth)).map((h) => ({ text: h.text, id: h.id }));
    groups.set(title, [...(groups.get(title) ?? []), { title: text, link, headings }]);
  };
  const walk = (items: ResolvedSidebarItem[], group: string) => {
    for (const item of items) {
      if (item.kind === "link") add(group, item.text, item.link);
      else if (item.kind === "group") {
        if (item.link) add(item.text, item.text, item.link);
        walk(item.items, item.text);
      }
    }
  };
  walk(sidebar, otherTitle);
  return [...groups].map(([title, pages]) => ({ title, pages }));
}

const normalize = (s: string) => s.toLowerCase().replace(/-/g, " ").trim();

/** Narrows groups, pages (by title or URL slug) and headings by a keyword: case-insensitive, hyphens count as spaces. */
export function filterOverview(groups: OverviewGroup[], query: string): OverviewGroup[] {
  const q = normalize(query);
  if (!q) return groups;
  return groups
    .map((group) => {
      if (normalize(group.title).includes(q)) return group;
      const pages = group.pages
        .map((page) => {
          const slug = page.link.split("/").filter(Boolean).pop() ?? "";
          if (normalize(page.title).includes(q) || normalize(slug).includes(q)) return page;
          const headings = page.headings.filter((h) => normalize(h.text).includes(q));
          return headings.length ? { ...page, headings } : undefined;
        })
        .filter((p): p is OverviewPage => Boolean(p));
      return pages.length ? { ...group, pages } : undefined;
    })
    .filter((g): g is OverviewGroup => Boolean(g));
}
