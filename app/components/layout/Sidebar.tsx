import { NavLink } from "@remix-run/react";
import type { Lang } from "~/config/types";
import { t } from "~/i18n";
import type { ResolvedSidebarItem } from "~/lib/sidebar/resolve";

function Items({ items, current }: { items: ResolvedSidebarItem[]; current: string }) {
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>
          {item.kind === "link" && (
            <NavLink to={item.link} prefetch="intent" end>
              {item.text}
            </NavLink>
          )}
          {item.kind === "header" && <p className="sidebar-header">{item.text}</p>}
          {item.kind === "divider" && <hr className={`sidebar-divider ${item.dividerType}`} />}
          {item.kind === "group" && (
            <details open>
              <summary>{item.text}</summary>
              <Items items={item.items} current={current} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

export function Sidebar({ lang, items, current }: { lang: Lang; items: ResolvedSidebarItem[]; current: string }) {
  return (
    <nav className="sidebar" aria-label={t(lang, "sidebar.label")}>
      <Items items={items} current={current} />
    </nav>
  );
}
