import { Link, useLocation } from "@remix-run/react";
import type { NavItem } from "~/shared/config/types";
import { Icon } from "~/components/icons";

/** Active when the path matches the item's activeMatch pattern, else when it starts with the link. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.activeMatch) {
    try {
      return new RegExp(item.activeMatch).test(pathname);
    } catch {
      return false;
    }
  }
  return Boolean(item.link && pathname.startsWith(item.link));
}

export function NavBarMenuLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const link = item.link ?? "/";
  if (/^https?:/.test(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className="navbar-link">
        {item.text} <Icon name="external" size={12} />
      </a>
    );
  }
  const active = isActive(item, pathname);
  return (
    <Link
      to={link}
      className={`navbar-link${active ? " active" : ""}`}
      aria-current={pathname === link ? "page" : active ? "true" : undefined}
      onClick={onNavigate}
    >
      {item.text}
      {item.tag && <span className="tag">{item.tag}</span>}
    </Link>
  );
}
