import { t } from "~/shared/i18n";
import { useLang } from "~/hooks/useLang";
import { historyKey } from "~/lib/search/recent";
import type { SearchSettings } from "~/lib/search/settings";
import { SearchFooter } from "./SearchFooter";
import { SearchForm } from "./SearchForm";

/** Attributes React 18 does not know; they pass through to the element as written. */
const native = (attributes: Record<string, string>) => attributes;

/**
 * The search dialog of the page before the app is live (rendered by the server only, through
 * PreSearchDialog.tsx): a native `<dialog>` the search button
 * opens by invoker command (or the head's pre-app script does, for the shortcuts and older
 * browsers). Its box is a GET form to the results page, so Enter (or a browser without script)
 * leads there; the pre-app script shows results in its panel as the engine answers. The panel's
 * content is the script's. Once live, the app's modal opens instead.
 */
export function PreSearchDialog({ settings }: { settings: SearchSettings }) {
  const lang = useLang();
  const host = settings.hosted ? `https://${settings.appId}-dsn.algolia.net` : "";
  return (
    <dialog
      id="pre-search"
      className="search-modal pre-search"
      aria-label={t(lang, "search.label")}
      data-pre=""
      data-app={settings.appId}
      data-key={settings.apiKey}
      data-index={`${settings.indexName}-${lang}`}
      data-host={host}
      data-empty={t(lang, "search.noResults")}
      data-results={t(lang, "search.results")}
      data-error-title={t(lang, "search.errorTitle")}
      data-error-help={t(lang, "search.errorHelp")}
      data-history={historyKey(`${settings.indexName}-${lang}`)}
      data-recent={t(lang, "search.recent")}
      data-favorites={t(lang, "search.favorites")}
      data-no-recent={t(lang, "search.noRecent")}
      data-save-recent={t(lang, "search.saveRecent")}
      data-remove-recent={t(lang, "search.removeRecent")}
      data-remove-favorite={t(lang, "search.removeFavorite")}
      data-try-for={t(lang, "search.tryFor")}
      data-try-default={t(lang, "search.tryDefault")}
      data-missing={t(lang, "search.missing")}
      data-missing-link={t(lang, "search.missingLink")}
      {...native({ closedby: "any" })}
    >
      <div className="search-bar">
        <SearchForm lang={lang} inputId="pre-search-input" live>
          <span className="search-stalled" role="status" hidden>
            {t(lang, "search.searching")}
          </span>
          {/* Empties the box (with JavaScript off too); search.css hides it while the box is empty. */}
          <button type="reset" className="search-clear" aria-label={t(lang, "search.clear")}>
            ×
          </button>
        </SearchForm>
        <button type="button" className="search-cancel" {...native({ commandfor: "pre-search", command: "close" })}>
          {t(lang, "search.cancel")}
        </button>
      </div>
      <div className="search-panel" aria-live="polite" />
      <SearchFooter stored />
    </dialog>
  );
}
