import type { ReactNode } from "react";
import { t } from "~/shared/i18n";
import { relativeUrl } from "~/lib/search/group";
import { REPORT_URL } from "~/lib/search/settings";
import type { StoredHit } from "~/lib/search/recent";
import type { Modifiers } from "./SearchHits";
import type { useSearchHistory } from "./useSearchHistory";
import { useLang } from "~/hooks/useLang";

const label = (hit: StoredHit) => (hit.type === "content" ? hit.content : hit.hierarchy[hit.type]) ?? hit.hierarchy.lvl1 ?? "";

/** Before typing: favourites and recent searches, or 'No recent searches'. */
export function SearchStart({
  history,
  active,
  listId,
  onSelect,
}: {
  history: ReturnType<typeof useSearchHistory>;
  active: number;
  listId: string;
  onSelect: (hit: StoredHit, mods: Modifiers) => void;
}) {
  const lang = useLang();
  const { favorites, recent } = history.history;
  if (!favorites.length && !recent.length) return <p className="search-empty">{t(lang, "search.noRecent")}</p>;
  const row = (hit: StoredHit, i: number, kind: "favorite" | "recent") => (
    // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: focus stays in the combobox input, which moves through the options (aria-activedescendant) and selects with Enter.
    <div
      key={hit.objectID}
      id={`${listId}-${i}`}
      role="option"
      aria-selected={i === active}
      className="search-hit stored"
      onClick={(e) => onSelect(hit, e)}
    >
      <span className="search-hit-title">{label(hit)}</span>
      <span className="search-hit-url">{relativeUrl(hit.url)}</span>
      <span className="search-hit-actions">
        {kind === "recent" && (
          <button
            type="button"
            tabIndex={-1}
            aria-label={t(lang, "search.saveRecent")}
            title={t(lang, "search.saveRecent")}
            onClick={(e) => (e.stopPropagation(), history.favorite(hit))}
          >
            ★
          </button>
        )}
        <button
          type="button"
          tabIndex={-1}
          aria-label={t(lang, kind === "recent" ? "search.removeRecent" : "search.removeFavorite")}
          title={t(lang, kind === "recent" ? "search.removeRecent" : "search.removeFavorite")}
          onClick={(e) => (e.stopPropagation(), history.remove(hit.objectID))}
        >
          ×
        </button>
      </span>
    </div>
  );
  return (
    <div role="listbox" id={listId} aria-label={t(lang, "search.recent")} className="search-hits">
      {favorites.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, as ARIA's listbox pattern has it; a fieldset groups form fields.
        <div role="group" aria-label={t(lang, "search.favorites")} className="search-group">
          <div className="search-group-title">{t(lang, "search.favorites")}</div>
          {favorites.map((h, i) => row(h, i, "favorite"))}
        </div>
      )}
      {recent.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, as ARIA's listbox pattern has it; a fieldset groups form fields.
        <div role="group" aria-label={t(lang, "search.recent")} className="search-group">
          <div className="search-group-title">{t(lang, "search.recent")}</div>
          {recent.map((h, i) => row(h, favorites.length + i, "recent"))}
        </div>
      )}
    </div>
  );
}

/**
 * Nothing found for the whole query: the query (as text, never markup), the pages its words
 * lead to (`children`, options as any hits), the words the index knows as suggestions (when none
 * does, the site's starting queries, which always find pages; none while `words` is being looked
 * up), and a report link.
 */
export function SearchNoResults({
  query,
  words,
  onSuggest,
  children,
}: {
  query: string;
  words: string[] | undefined;
  onSuggest: (q: string) => void;
  children?: ReactNode;
}) {
  const lang = useLang();
  const offered = words === undefined ? [] : words.length ? words : t(lang, "search.tryDefault").split("|");
  return (
    <div className="search-screen">
      <p className="search-screen-title">
        {t(lang, "search.noResults")} "<strong>{query}</strong>"
      </p>
      {children && <p>{t(lang, "search.closest")}</p>}
      {children}
      {offered.length > 0 && (
        <>
          <p>{t(lang, "search.tryFor")}</p>
          <ul className="search-suggestions">
            {offered.map((s) => (
              <li key={s}>
                <button type="button" onClick={() => onSuggest(s)}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="search-report">
        {t(lang, "search.missing")}{" "}
        <a href={REPORT_URL + encodeURIComponent(`[Docs] Missing search results for "${query}"`)} target="_blank" rel="noopener noreferrer">
          {t(lang, "search.missingLink")}
        </a>
      </p>
    </div>
  );
}

export function SearchError() {
  const lang = useLang();
  return (
    <div className="search-screen" role="alert">
      <p className="search-screen-title">{t(lang, "search.errorTitle")}</p>
      <p>{t(lang, "search.errorHelp")}</p>
    </div>
  );
}
