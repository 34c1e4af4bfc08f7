import { useLocation } from "@remix-run/react";
import { useEffect, useMemo, useRef, type RefObject } from "react";
import { Icon } from "~/components/icons";
import { useOverlay } from "~/hooks/useOverlay";
import { t } from "~/shared/i18n";
import type { ResolvedSidebarItem } from "~/lib/sidebar/resolve";
import { SidebarItems } from "./SidebarItems";
import { useLang } from "~/hooks/useLang";

/** Where the sidebar is a drawer (sidebar.css). */
const DRAWER = "(max-width: 960px)";

/** Section navigation; up to 960 px a modal drawer opened from the menu bar, with its own close button. */
export function Sidebar({
  items,
  open,
  onClose,
  trigger,
}: {
  items: ResolvedSidebarItem[];
  open: boolean;
  onClose: () => void;
  trigger: RefObject<HTMLElement>;
}) {
  const lang = useLang();
  const ref = useRef<HTMLElement>(null);
  useOverlay(open, onClose, ref, trigger, { modal: true, media: DRAWER });
  const { pathname } = useLocation();
  // Opening the drawer re-renders the drawer, not its hundred links.
  const list = useMemo(() => <SidebarItems items={items} depth={0} />, [items]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each route change, once the new active link is rendered; pathname is the trigger, not read.
  useEffect(() => {
    // Keep the active link visible inside the sidebar's own scroll area, not the page's.
    const nav = ref.current;
    const active = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!nav || !active || closedDrawer(open)) return;
    const top = active.offsetTop - nav.offsetTop;
    if (top < nav.scrollTop || top > nav.scrollTop + nav.clientHeight - 40) nav.scrollTop = top - nav.clientHeight / 3;
  }, [pathname, open]);
  return (
    <>
      {/* A press on the backdrop is a press outside: useOverlay closes the drawer. */}
      {open && <div className="sidebar-overlay" aria-hidden="true" />}
      {/* The close button is always in the page, shown by CSS while the drawer is open, so the head's pre-app script can open it before the app is live (data-pre-open). */}
      <nav
        ref={ref}
        id="sidebar"
        className={`sidebar${open ? " open" : ""}`}
        aria-label={t(lang, "sidebar.label")}
        data-pre-drawer={DRAWER}
      >
        <button
          type="button"
          className="navbar-icon-button sidebar-close"
          aria-label={t(lang, "sidebar.close")}
          data-pre="close"
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
        {list}
      </nav>
    </>
  );
}

/** A phone's closed drawer skips its layout (content-visibility): measuring it would force that layout. */
function closedDrawer(open: boolean) {
  return !open && window.matchMedia(DRAWER).matches;
}
