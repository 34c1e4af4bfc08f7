import { liteClient } from "algoliasearch/lite";
import { HIERARCHY_ATTRIBUTES } from "~/shared/search/attributes";
import { MAX_QUERY_LENGTH, type SearchSettings } from "./settings";

export { MAX_QUERY_LENGTH, SNIPPET_WORDS, type SearchSettings } from "./settings";

/**
 * The provider's own client: hosts, timeouts (connect 1 s, read 2 s, write 30 s), marking
 * a host down for 2 minutes and retries are its defaults. Without hosted credentials it
 * talks to this site, which speaks the same API.
 */
export function createSearchClient(settings: SearchSettings, location: { hostname: string; port: string; protocol: string }) {
  if (settings.hosted) return liteClient(settings.appId, settings.apiKey);
  const protocol = location.protocol === "https:" ? "https" : "http";
  return liteClient(settings.appId, settings.apiKey, {
    hosts: [{ url: location.hostname, port: location.port ? Number(location.port) : undefined, protocol, accept: "read" }],
  });
}

export function searchRequest(settings: SearchSettings, lang: "en" | "zh", query: string, snippetWords: number) {
  return {
    indexName: `${settings.indexName}-${lang}`,
    query: query.slice(0, MAX_QUERY_LENGTH),
    attributesToRetrieve: [...HIERARCHY_ATTRIBUTES, "content", "type", "url"],
    attributesToSnippet: [
      `hierarchy.lvl1:${snippetWords}`,
      `hierarchy.lvl2:${snippetWords}`,
      `hierarchy.lvl3:${snippetWords}`,
      `content:${snippetWords}`,
    ],
    snippetEllipsisText: "…",
    highlightPreTag: "<mark>",
    highlightPostTag: "</mark>",
    hitsPerPage: 20,
    clickAnalytics: settings.insights,
  };
}
