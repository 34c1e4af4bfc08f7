import { sidebarFor } from "../../app/shared/config/sidebar.ts";
import type { SidebarItem } from "../../app/shared/config/types.ts";

/**
 * The sidebar group of every page, per language, read from app/shared/config/sidebar.ts (the one
 * source): page path (with /zh for Chinese) → title of the group it is listed in.
 */
export function sidebarGroups(): Map<string, string | undefined> {
  const groups = new Map<string, string | undefined>();
  for (const lang of ["en", "zh"] as const) {
    const prefix = lang === "en" ? "" : "/zh";
    const walk = (items: SidebarItem[], group: string | undefined) => {
      for (const item of items) {
        if (typeof item === "string") groups.set(prefix + item, group);
        else if ("items" in item && item.items) walk(item.items, item.text);
      }
    };
    for (const items of Object.values(sidebarFor(lang))) walk(items, undefined);
  }
  return groups;
}
