import { json } from "@remix-run/cloudflare";
import type { SearchHit } from "~/lib/search/hit";
import { groupHits, relativeUrl } from "~/lib/search/group";
import { pathOf, safeHtml, titleOf } from "~/lib/search/hit-text";
import { MAX_QUERY_LENGTH } from "~/lib/search/settings";
import { site } from "~/shared/config/site";
import type { Lang } from "~/shared/config/types";
import { localeFromPath } from "~/shared/routing/locale";

/** What the worker lends the loader (functions/worker.ts): one query's hits in a language. */
type SearchHits = (lang: Lang, query: string) => Promise<unknown[]>;

export type SearchPageState = "start" | "results" | "tooLong" | "error";
export interface SearchPageResult {
  url: string;
  /** Highlighted title: only <mark> tags are markup. */
  title: string;
  path: string;
}
export interface SearchPageData {
  lang: Lang;
  query: string;
  state: SearchPageState;
  groups: { title: string; hits: SearchPageResult[] }[];
}

/** A hit as the page lists it: a link, its title (marks kept), where it sits. */
export const resultOf = (hit: SearchHit): SearchPageResult => ({
  url: relativeUrl(hit.url),
  title: safeHtml(titleOf(hit)),
  path: pathOf(hit),
});

/**
 * The results page of a GET search (`/search?q=`, `/zh/search?q=`): a start page for no query,
 * a 400 for one longer than the search box takes, a 503 when the engine fails, never a 500.
 */
export async function loadSearchPage(request: Request, context: unknown) {
  const url = new URL(request.url);
  const lang = localeFromPath(url.pathname);
  const query = (url.searchParams.get("q") ?? "").trim();
  const page = (state: SearchPageState, groups: SearchPageData["groups"] = [], status = 200) =>
    json<SearchPageData>({ lang, query, state, groups }, { status });
  if (!query) return page("start");
  if (query.length > MAX_QUERY_LENGTH) return page("tooLong", [], 400);
  const searchHits = (context as { searchHits?: SearchHits }).searchHits;
  try {
    if (!searchHits) throw new Error("no search in this context");
    const hits = (await searchHits(lang, query)) as SearchHit[];
    const groups = groupHits(hits, site.search.maxResultsPerGroup).map((g) => ({ title: g.title, hits: g.hits.map(resultOf) }));
    return page("results", groups);
  } catch (error) {
    console.error("results page search failed:", error instanceof Error ? error.message : String(error));
    return page("error", [], 503);
  }
}
