import type { SidebarItem } from "~/shared/config/types";

export type NavLinkItem = { kind: "link"; text: string; link: string; tag?: string };
export type ResolvedSidebarItem =
  | NavLinkItem
  | { kind: "divider"; dividerType: "solid" | "dashed" }
  | { kind: "header"; text: string; tag?: string }
  | { kind: "group"; text: string; link?: string; items: ResolvedSidebarItem[]; collapsed: boolean; collapsible: boolean };

/** Looks a route path up in the manifest: its canonical path and title, or undefined. */
export type PageLookup = (routePath: string) => { routePath: string; title: string } | undefined;

/**
 * Turns config items into what the sidebar renders: bare paths get the page's title
 * and canonical link, the language prefix is applied, and entries whose page does
 * not exist are dropped (the content link check reports them).
 */
export function resolveSidebar(items: SidebarItem[], prefix: string, lookup: PageLookup): ResolvedSidebarItem[] {
  const out: ResolvedSidebarItem[] = [];
  for (const item of items) {
    if (typeof item === "string") {
      const page = lookup(prefix + item);
      if (page) out.push({ kind: "link", text: page.title, link: page.routePath });
    } else if ("dividerType" in item) {
      out.push({ kind: "divider", dividerType: item.dividerType });
    } else if ("sectionHeaderText" in item) {
      out.push({ kind: "header", text: item.sectionHeaderText, tag: item.tag });
    } else if ("items" in item) {
      const children = resolveSidebar(item.items, prefix, lookup);
      if (children.length === 0) continue;
      const link = item.link ? lookup(prefix + item.link)?.routePath : undefined;
      out.push({
        kind: "group",
        text: item.text,
        link,
        items: children,
        collapsed: item.collapsed ?? false,
        collapsible: item.collapsible ?? true,
      });
    } else {
      const internal = item.link.startsWith("/");
      const link = internal ? lookup(prefix + item.link)?.routePath : item.link;
      if (link) out.push({ kind: "link", text: item.text, link, tag: item.tag });
    }
  }
  return out;
}

/** Every link in reading order: the sequence previous/next follow. */
export function flattenLinks(items: ResolvedSidebarItem[]): NavLinkItem[] {
  return items.flatMap((item) => {
    if (item.kind === "link") return [item];
    if (item.kind === "group")
      return [...(item.link ? [{ kind: "link" as const, text: item.text, link: item.link }] : []), ...flattenLinks(item.items)];
    return [];
  });
}

export function prevNext(items: ResolvedSidebarItem[], routePath: string): { prev?: NavLinkItem; next?: NavLinkItem } {
  const links = flattenLinks(items);
  const i = links.findIndex((l) => l.link === routePath);
  if (i < 0) return {};
  return { prev: links[i - 1], next: links[i + 1] };
}
