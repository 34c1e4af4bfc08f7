import { Icon } from "~/components/icons";
import { t } from "~/shared/i18n";
import { useLang } from "~/hooks/useLang";

const send = (name: string) => window.dispatchEvent(new CustomEvent(name));

/**
 * Opens search. Until the app is live it is the platform's own control: an invoker command
 * opens the server's `<dialog id="pre-search">`, even without script (whose GET form leads to
 * the results page); the head's pre-app script does it in browsers without invoker commands.
 * Once live it opens the app's modal (React's click handler cancels the invoker); pointing at it or focusing it already fetches the modal's code.
 */
export function NavBarSearchButton() {
  const lang = useLang();
  // React's handler runs only once the app is live: it cancels the invoker and opens the app's modal.
  const invoker = { commandfor: "pre-search", command: "show-modal", "data-pre": "" };
  return (
    <button
      type="button"
      {...invoker}
      className="navbar-search"
      aria-label={t(lang, "search.open")}
      aria-haspopup="dialog"
      onClick={(e) => {
        e.preventDefault();
        send("open-search");
      }}
      onPointerEnter={() => send("preload-search")}
      onFocus={() => send("preload-search")}
    >
      <Icon name="search" size={18} />
      <span className="navbar-search-text">{t(lang, "search.button")}</span>
      <kbd className="navbar-search-key">/</kbd>
    </button>
  );
}
