import type { RefObject } from "react";
import { Icon } from "~/components/icons";
import { t } from "~/shared/i18n";
import { useLang } from "~/hooks/useLang";

/** The small-screen bar under the navbar: a Menu button for the sidebar and the outline toggle. */
export function SidebarMenuBar({
  sidebarOpen,
  onMenu,
  outlineOpen,
  onOutline,
  hasOutline,
  hasSidebar,
  menuRef,
  outlineRef,
}: {
  sidebarOpen: boolean;
  onMenu: () => void;
  outlineOpen: boolean;
  onOutline: () => void;
  hasOutline: boolean;
  hasSidebar: boolean;
  menuRef: RefObject<HTMLButtonElement>;
  outlineRef: RefObject<HTMLButtonElement>;
}) {
  const lang = useLang();
  return (
    <div className={`sidebar-menu-bar${hasOutline ? " with-outline" : ""}`}>
      {hasSidebar && (
        <button
          ref={menuRef}
          type="button"
          className="menu-bar-button"
          aria-expanded={sidebarOpen}
          aria-controls="sidebar"
          // Until the app is live the head's pre-app script opens the drawer (data-pre-open).
          data-pre="popup"
          onClick={onMenu}
        >
          <Icon name="menu" size={18} /> {t(lang, "sidebar.menu")}
        </button>
      )}
      {hasOutline && (
        <button
          ref={outlineRef}
          type="button"
          className="menu-bar-button outline-toggle"
          aria-expanded={outlineOpen}
          aria-controls="outline"
          // Until the app is live the head's pre-app script shows the outline (data-pre-open).
          data-pre="popup"
          onClick={onOutline}
        >
          {t(lang, "outline.toggle")} <Icon name="chevron" size={16} />
        </button>
      )}
    </div>
  );
}
