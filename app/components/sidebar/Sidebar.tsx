import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { Lang } from "~/config/types";
import { t } from "~/i18n";
import type { ResolvedSidebarItem } from "~/lib/sidebar/resolve";
import { SidebarItems } from "./SidebarItems";

/** Section navigation; on small screens a drawer opened from the menu bar. */
export function Sidebar({ lang, items, open, onClose }: { lang: Lang; items: ResolvedSidebarItem[]; open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // Keep the active link visible inside the sidebar's own scroll area, not the page's.
    const nav = ref.current;
    const active = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!nav || !active) return;
    const top = active.offsetTop - nav.offsetTop;
    if (top < nav.scrollTop || top > nav.scrollTop + nav.clientHeight - 40) nav.scrollTop = top - nav.clientHeight / 3;
  }, [pathname]);
  return (
    <>
      {open && <div className="sidebar-overlay" onClick={onClose} aria-hidden="true" />}
      <nav ref={ref} id="sidebar" className={`sidebar${open ? " open" : ""}`} aria-label={t(lang, "sidebar.label")}>
        <SidebarItems items={items} depth={0} />
      </nav>
    </>
  );
}
