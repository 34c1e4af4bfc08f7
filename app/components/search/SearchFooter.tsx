import type { Lang } from "~/config/types";
import { t } from "~/i18n";

export function SearchFooter({ lang }: { lang: Lang }) {
  return (
    <footer className="search-footer">
      <ul className="search-keys">
        <li><kbd>↵</kbd> {t(lang, "search.select")}</li>
        <li><kbd>↑</kbd><kbd>↓</kbd> {t(lang, "search.navigate")}</li>
        <li><kbd>esc</kbd> {t(lang, "search.close")}</li>
      </ul>
    </footer>
  );
}
