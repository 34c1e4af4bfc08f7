import { NavLink } from "@remix-run/react";
import type { ResolvedSidebarItem } from "~/lib/sidebar/resolve";
import { SidebarGroup } from "./SidebarGroup";

/** One level of sidebar items: links, section headers, dividers and groups. */
export function SidebarItems({ items, depth }: { items: ResolvedSidebarItem[]; depth: number }) {
  return (
    <ul className="sidebar-items">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the section's item list is fixed config, never reordered; dividers have no identity of their own.
        <li key={`${item.kind}-${i}`}>
          {item.kind === "link" && (
            <NavLink to={item.link} end className="sidebar-link">
              {item.text}
              {item.tag && <span className="tag">{item.tag}</span>}
            </NavLink>
          )}
          {item.kind === "header" && (
            <p className="sidebar-header">
              {item.text}
              {item.tag && <span className="tag">{item.tag}</span>}
            </p>
          )}
          {item.kind === "divider" && <hr className={`sidebar-divider ${item.dividerType}`} />}
          {item.kind === "group" && <SidebarGroup group={item} depth={depth} />}
        </li>
      ))}
    </ul>
  );
}
