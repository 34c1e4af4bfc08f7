import type { Lang } from "~/config/types";
import { Icon } from "~/components/icons";
import { t } from "~/i18n";

/** Opens the search modal (wired by the search feature through the `open-search` event). */
export function NavBarSearchButton({ lang }: { lang: Lang }) {
  return (
    <button type="button" className="navbar-search" aria-label={t(lang, "search.open")} onClick={() => window.dispatchEvent(new CustomEvent("open-search"))}>
      <Icon name="search" size={18} />
      <span className="navbar-search-text">{t(lang, "search.button")}</span>
      <kbd className="navbar-search-key">/</kbd>
    </button>
  );
}
