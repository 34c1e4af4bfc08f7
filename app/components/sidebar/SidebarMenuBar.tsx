import type { RefObject } from "react";
import type { Lang } from "~/config/types";
import { Icon } from "~/components/icons";
import { t } from "~/i18n";

/** The small-screen bar under the navbar: a Menu button for the sidebar and the outline toggle. */
export function SidebarMenuBar({ lang, sidebarOpen, onMenu, outlineOpen, onOutline, hasOutline, hasSidebar, menuRef, outlineRef }: {
  lang: Lang; sidebarOpen: boolean; onMenu: () => void; outlineOpen: boolean; onOutline: () => void; hasOutline: boolean; hasSidebar: boolean;
  menuRef: RefObject<HTMLButtonElement>; outlineRef: RefObject<HTMLButtonElement>;
}) {
  return (
    <div className={`sidebar-menu-bar${hasOutline ? " with-outline" : ""}`}>
      {hasSidebar && (
        <button ref={menuRef} type="button" className="menu-bar-button" aria-expanded={sidebarOpen} aria-controls="sidebar" onClick={onMenu}>
          <Icon name="menu" size={18} /> {t(lang, "sidebar.menu")}
        </button>
      )}
      {hasOutline && (
        <button ref={outlineRef} type="button" className="menu-bar-button outline-toggle" aria-expanded={outlineOpen} aria-controls="outline" onClick={onOutline}>
          {t(lang, "outline.toggle")} <Icon name="chevron" size={16} />
        </button>
      )}
    </div>
  );
}
