import { Icon } from "~/components/icons";
import { t } from "~/shared/i18n";
import { useLang } from "~/hooks/useLang";
import { useHydrated } from "~/hooks/useHydrated";
import { searchPagePath } from "~/shared/routing/search-page";

const send = (name: string) => window.dispatchEvent(new CustomEvent(name));

/**
 * Opens search. Until the app is live it is the platform's own control: an invoker command
 * opens the server's `<dialog id="pre-search">`, and in a browser without invoker commands or
 * script it submits its GET form to the results page. Once live it opens the app's modal;
 * pointing at it or focusing it already fetches the modal's code.
 */
export function NavBarSearchButton() {
  const lang = useLang();
  const live = useHydrated();
  const invoker = live ? { type: "button" as const } : { commandfor: "pre-search", command: "show-modal", "data-pre": "" };
  return (
    <form className="navbar-search-form" method="get" action={searchPagePath(lang)}>
      <button
        {...invoker}
        className="navbar-search"
        aria-label={t(lang, "search.open")}
        aria-haspopup="dialog"
        onClick={() => live && send("open-search")}
        onPointerEnter={() => send("preload-search")}
        onFocus={() => send("preload-search")}
      >
        <Icon name="search" size={18} />
        <span className="navbar-search-text">{t(lang, "search.button")}</span>
        <kbd className="navbar-search-key">/</kbd>
      </button>
    </form>
  );
}
