import type { ReactNode } from "react";
import type { Lang } from "~/shared/config/types";
import { MAX_QUERY_LENGTH } from "~/lib/search/settings";
import { t } from "~/shared/i18n";
import { searchPagePath } from "~/shared/routing/search-page";

interface SearchFormProps {
  lang: Lang;
  /** The input's id, unique in the document (the pre-app script finds the dialog's box by it). */
  inputId: string;
  /** The query the page answered, shown again in the box. */
  query?: string;
  /** Results appear as the reader types: the browser's own suggestions would cover them. */
  live?: boolean;
  /** A visible submit button; without one, Enter submits. */
  button?: boolean;
  /** Shown after the box, inside the form (the pre-app dialog's status and clear button). */
  children?: ReactNode;
}

/**
 * The GET form to the results page that the pre-app search dialog and the results page share:
 * plain HTML, so it searches with JavaScript off and before the app is live.
 */
export function SearchForm({ lang, inputId, query, live = false, button = false, children }: SearchFormProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: as in the app's modal, browsers before 2023 do not know <search>.
    <form className="search-form" role="search" method="get" action={searchPagePath(lang)}>
      <label htmlFor={inputId} className="sr-only">
        {t(lang, "search.label")}
      </label>
      <input
        id={inputId}
        className="search-input"
        type="search"
        name="q"
        defaultValue={query?.slice(0, MAX_QUERY_LENGTH)}
        placeholder={t(lang, "search.placeholder")}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete={live ? "off" : undefined}
        spellCheck={live ? false : undefined}
      />
      {children}
      {button && (
        <button type="submit" className="button">
          {t(lang, "search.button")}
        </button>
      )}
    </form>
  );
}
