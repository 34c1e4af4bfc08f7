import { t } from "~/shared/i18n";
import { useLang } from "~/hooks/useLang";

/** Key hints; with stored searches on screen, also the keys that save and remove them. */
export function SearchFooter({ stored }: { stored: boolean }) {
  const lang = useLang();
  return (
    <footer className="search-footer">
      <ul className="search-keys">
        <li>
          <kbd>↵</kbd> {t(lang, "search.select")}
        </li>
        <li>
          <kbd>↑</kbd>
          <kbd>↓</kbd> {t(lang, "search.navigate")}
        </li>
        <li>
          <kbd>esc</kbd> {t(lang, "search.close")}
        </li>
        {stored && (
          <>
            <li className="search-key-stored">
              <kbd>Ctrl</kbd>
              <kbd>S</kbd> {t(lang, "search.saveKey")}
            </li>
            <li className="search-key-stored">
              <kbd>Del</kbd> {t(lang, "search.removeKey")}
            </li>
          </>
        )}
      </ul>
    </footer>
  );
}
