import { Icon } from "~/components/icons";
import { t } from "~/shared/i18n";
import { useLang } from "~/hooks/useLang";

const send = (name: string) => window.dispatchEvent(new CustomEvent(name));

/** Opens the search modal; pointing at it or focusing it already fetches the modal's code. */
export function NavBarSearchButton() {
  const lang = useLang();
  return (
    <button
      type="button"
      className="navbar-search"
      aria-label={t(lang, "search.open")}
      onClick={() => send("open-search")}
      onPointerEnter={() => send("preload-search")}
      onFocus={() => send("preload-search")}
    >
      <Icon name="search" size={18} />
      <span className="navbar-search-text">{t(lang, "search.button")}</span>
      <kbd className="navbar-search-key">/</kbd>
    </button>
  );
}
