import { site } from "~/shared/config/site";
import type { SearchSettings } from "./settings";

export interface SearchEnv {
  SEARCH_APP_ID?: string;
  SEARCH_API_KEY?: string;
  SEARCH_INDEX_NAME?: string;
}

/** Local identity sent to this site's own engine (the client requires an id and a key). */
const LOCAL = { appId: "rsbuild-docs", apiKey: "local-search-only" };

/** Hosted when the maintainer set an application id and a search-only key; otherwise the embedded engine. */
export function searchSettings(env: SearchEnv = {}): SearchSettings {
  const hosted = Boolean(env.SEARCH_APP_ID && env.SEARCH_API_KEY);
  return {
    appId: hosted ? env.SEARCH_APP_ID! : LOCAL.appId,
    apiKey: hosted ? env.SEARCH_API_KEY! : LOCAL.apiKey,
    indexName: env.SEARCH_INDEX_NAME || site.search.indexName,
    hosted,
    insights: hosted && site.search.insights,
    maxResultsPerGroup: site.search.maxResultsPerGroup,
  };
}

/** The provider's read host, preconnected from the page head; none for the embedded engine (same origin). */
export function searchPreconnect(settings: SearchSettings): string | undefined {
  return settings.hosted ? `https://${settings.appId}-dsn.algolia.net` : undefined;
}
