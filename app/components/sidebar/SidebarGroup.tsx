import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { Icon } from "~/components/icons";
import { flattenLinks, type ResolvedSidebarItem } from "~/lib/sidebar/resolve";
import { SidebarItems } from "./SidebarItems";

type Group = Extract<ResolvedSidebarItem, { kind: "group" }>;

/** A collapsible group; it opens by itself when the current page is inside it. */
export function SidebarGroup({ group, depth }: { group: Group; depth: number }) {
  const { pathname } = useLocation();
  const contains = flattenLinks([group]).some((l) => l.link === pathname);
  const [open, setOpen] = useState(!group.collapsed || contains);
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname too: a navigation to another page of the group re-opens it even when contains stays true (the reader may have collapsed it).
  useEffect(() => {
    if (contains) setOpen(true);
  }, [pathname, contains]);
  const expanded = !group.collapsible || open;
  return (
    <div className={`sidebar-group depth-${depth}`}>
      <div className="sidebar-group-title">
        {group.link && (
          <NavLink to={group.link} end className="sidebar-link">
            {group.text}
          </NavLink>
        )}
        {!group.link && !group.collapsible && <span>{group.text}</span>}
        {group.collapsible && (
          <button
            type="button"
            className="sidebar-group-toggle"
            aria-expanded={expanded}
            aria-controls={id}
            aria-label={group.link ? group.text : undefined}
            onClick={() => setOpen((o) => !o)}
          >
            {!group.link && <span>{group.text}</span>}
            <Icon name="chevron" size={16} />
          </button>
        )}
      </div>
      <div id={id} hidden={!expanded}>
        <SidebarItems items={group.items} depth={depth + 1} />
      </div>
    </div>
  );
}
