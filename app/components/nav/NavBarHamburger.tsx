import type { RefObject } from "react";
import type { Lang } from "~/config/types";
import { Icon } from "~/components/icons";
import { t } from "~/i18n";

/** Opens the full-screen navigation, which covers it and has its own close button. */
export function NavBarHamburger({ lang, open, onOpen, buttonRef }: { lang: Lang; open: boolean; onOpen: () => void; buttonRef: RefObject<HTMLButtonElement> }) {
  return (
    <button ref={buttonRef} type="button" className="navbar-hamburger navbar-icon-button" aria-label={t(lang, "nav.open")} aria-expanded={open} aria-haspopup="dialog" onClick={onOpen}>
      <Icon name="menu" />
    </button>
  );
}
