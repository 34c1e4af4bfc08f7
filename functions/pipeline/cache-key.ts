import { isSearchPage } from "~/shared/routing/search-page";

/** Parts of the page chrome a `?part=0` query hides (spec 2.2); any other value shows them. */
const CHROME_SWITCHES = ["navbar", "sidebar", "outline", "footer"] as const;

/**
 * The query of a page request reduced to what changes the answer: Remix's `_data` route id
 * and the chrome switches set to 0, in a fixed order. Campaign tags (`utm_*`, `fbclid`,
 * `gclid`) and every other parameter render the same page, so they share its cache entry.
 */
export function pageQuery(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  const data = params.get("_data");
  if (data !== null) kept.set("_data", data);
  for (const part of CHROME_SWITCHES) if (params.get(part) === "0") kept.set(part, "0");
  return kept;
}

/** The worker's cache key for a page: origin, path, the query that matters, build and variant. */
export function cacheKeyUrl(url: URL, buildId: string, variant: string): string {
  const key = new URL(url.origin + url.pathname);
  const query = pageQuery(url.searchParams);
  // The results page answers its query: one entry per query, as the page renders it (trimmed).
  if (isSearchPage(url.pathname)) query.set("q", (url.searchParams.get("q") ?? "").trim());
  query.set("__build", buildId);
  query.set("__variant", variant);
  key.search = query.toString();
  return key.toString();
}
