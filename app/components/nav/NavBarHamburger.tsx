import type { Lang } from "~/config/types";
import { Icon } from "~/components/icons";
import { t } from "~/i18n";

export function NavBarHamburger({ lang, open, onToggle }: { lang: Lang; open: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="navbar-hamburger navbar-icon-button" aria-label={t(lang, open ? "nav.close" : "nav.open")} aria-expanded={open} aria-controls="nav-screen" onClick={onToggle}>
      <Icon name={open ? "close" : "menu"} />
    </button>
  );
}
