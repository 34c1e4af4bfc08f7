import { NavBar } from "~/components/nav/NavBar";
import type { SearchPageData } from "~/content/search-page.server";
import { useLang } from "~/hooks/useLang";
import { t } from "~/shared/i18n";
import { searchPagePath } from "~/shared/routing/search-page";

/** The search box's limit (lib/search/settings.ts), not imported: that would split it into a chunk of its own. */
const MAX_QUERY_LENGTH = 64;

/** The results page of a GET search: the form again, then the hits as links, grouped as in the modal. */
export function SearchPage({ query, state, groups }: SearchPageData) {
  const lang = useLang();
  const message =
    state === "start"
      ? t(lang, "search.pageStart")
      : state === "tooLong"
        ? t(lang, "search.tooLong")
        : state === "error"
          ? `${t(lang, "search.errorTitle")}. ${t(lang, "search.errorHelp")}`
          : groups.length === 0
            ? `${t(lang, "search.noResults")} “${query}”`
            : undefined;
  return (
    <>
      <NavBar />
      <main id="content" className="search-page">
        <h1>{t(lang, "search.results")}</h1>
        {/* biome-ignore lint/a11y/useSemanticElements: as in the modal, browsers before 2023 do not know <search>. */}
        <form className="search-form" role="search" method="get" action={searchPagePath(lang)}>
          <label htmlFor="search-page-q" className="sr-only">
            {t(lang, "search.label")}
          </label>
          <input
            id="search-page-q"
            className="search-input"
            type="search"
            name="q"
            defaultValue={query.slice(0, MAX_QUERY_LENGTH)}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t(lang, "search.placeholder")}
          />
          <button type="submit" className="button">
            {t(lang, "search.button")}
          </button>
        </form>
        {message && (
          <p className="search-page-message" role="status">
            {message}
          </p>
        )}
        {groups.map((group) => (
          <section key={group.title} className="search-group">
            <h2 className="search-group-title">{group.title}</h2>
            {group.hits.map((hit) => (
              <a key={hit.url} href={hit.url} className="search-hit">
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the engine's highlighted text, every tag but <mark> escaped again by the loader (safeHtml). */}
                <span className="search-hit-title" dangerouslySetInnerHTML={{ __html: hit.title }} />
                {hit.path && <span className="search-hit-path">{hit.path}</span>}
                <span className="search-hit-url">{hit.url}</span>
              </a>
            ))}
          </section>
        ))}
      </main>
    </>
  );
}
