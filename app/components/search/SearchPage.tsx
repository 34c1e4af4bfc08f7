import { NavBar } from "~/components/nav/NavBar";
import type { SearchPageData } from "~/content/search-page.server";
import { useLang } from "~/hooks/useLang";
import { t } from "~/shared/i18n";
import { SearchForm } from "./SearchForm";

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
        <SearchForm lang={lang} inputId="search-page-q" query={query} button />
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
