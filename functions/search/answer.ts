import type { EngineHit } from "./hit";
import { facetValue } from "./filters";
import { highlight, snippet } from "./highlight";
import { queryWords } from "./core/query";
import { HIERARCHY_ATTRIBUTES } from "~/shared/search/attributes";
import type { HighlightResult, SearchRecord } from "~/shared/search/types";
import type { SearchRequest } from "./protocol";

// The answer side of the provider's protocol: a request (protocol.ts) and its hits become the
// provider's JSON result, with the attributes, highlights, snippets and facet counts it asks for.

const RETRIEVABLE = [...HIERARCHY_ATTRIBUTES, "content", "type", "url", "url_without_anchor", "anchor", "lang"];

/** Attribute paths cut at their dots, once: every hit reads a dozen of them. */
const paths = new Map<string, string[]>();
function get(record: SearchRecord, path: string): unknown {
  let keys = paths.get(path);
  if (!keys) {
    if (paths.size >= 256) paths.clear();
    paths.set(path, (keys = path.split(".")));
  }
  let value: unknown = record;
  for (const key of keys) value = (value as Record<string, unknown> | null)?.[key];
  return value;
}

function retrieve(record: SearchRecord, attributes: string[]): Record<string, unknown> {
  const all = attributes.includes("*");
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const attr of RETRIEVABLE) {
    if (!all && !attributes.includes(attr) && !(attr.startsWith("hierarchy.") && attributes.includes("hierarchy"))) continue;
    const value = get(record, attr);
    if (attr.startsWith("hierarchy.")) ((out.hierarchy ??= {}) as Record<string, unknown>)[attr.slice(10)] = value;
    else out[attr] = value;
  }
  return out;
}

/** A hit in the provider's shape: retrieved attributes, _highlightResult and _snippetResult. */
export function formatHit(hit: EngineHit, request: SearchRequest, seen = new Map<string, Map<string, HighlightResult>>()) {
  const { record, words } = hit;
  const { highlightPreTag: pre, highlightPostTag: post } = request;
  const asked = queryWords(request.query);
  // Hits of one page share its title and group: each text is highlighted once per set of words.
  // By words, then by text: a key joining both copied and hashed every hit's whole text.
  const key = JSON.stringify(words);
  let texts = seen.get(key);
  if (!texts) seen.set(key, (texts = new Map()));
  const hl = (text: string | null): HighlightResult => {
    let found = texts.get(text ?? "");
    if (!found) texts.set(text ?? "", (found = highlight(text ?? "", words, pre, post, asked)));
    return found;
  };
  const content = record.content ? hl(record.content) : undefined;
  const hierarchy = Object.fromEntries(
    Object.entries(record.hierarchy)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, hl(v)]),
  );
  const snippetResult: Record<string, unknown> = {};
  for (const { attribute, words: size } of request.attributesToSnippet) {
    const value = get(record, attribute);
    if (typeof value !== "string") continue;
    // The text's highlight is the snippet's too: titles and headings were highlighted above.
    const result = snippet(value, words, size, pre, post, request.snippetEllipsisText, asked, hl(value));
    const entry = { value: result.value, matchLevel: result.matchLevel };
    if (attribute.startsWith("hierarchy.")) ((snippetResult.hierarchy ??= {}) as Record<string, unknown>)[attribute.slice(10)] = entry;
    else snippetResult[attribute] = entry;
  }
  return {
    ...retrieve(record, request.attributesToRetrieve),
    _highlightResult: { hierarchy, ...(content ? { content } : {}) },
    _snippetResult: snippetResult,
  };
}

/** Counts of each asked facet's values over all the hits (not only the page). */
function facetCounts(request: SearchRequest, hits: EngineHit[]) {
  const out: Record<string, Record<string, number>> = {};
  for (const name of request.facets) {
    const counts: Record<string, number> = (out[name] = {});
    for (const { record } of hits) {
      const value = facetValue(record, name);
      if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
    }
  }
  return out;
}

/**
 * One result of the multi-query response. nbHits counts the hits a client can page through
 * (each URL once, three per page at most), so nbPages and the pages agree; when more records
 * matched than the engine re-ranks, exhaustiveNbHits is false.
 */
export function formatResult(request: SearchRequest, hits: EngineHit[], processingTimeMS: number, exhaustive = true) {
  const { hitsPerPage, page } = request;
  const pageHits = hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const seen = new Map<string, Map<string, HighlightResult>>();
  return {
    hits: pageHits.map((h) => formatHit(h, request, seen)),
    nbHits: hits.length,
    page,
    nbPages: hitsPerPage ? Math.ceil(hits.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: exhaustive,
    exhaustiveTypo: true,
    exhaustive: { nbHits: exhaustive, typo: true },
    query: request.query,
    params: request.params,
    index: request.indexName,
    processingTimeMS,
    renderingContent: {},
    ...(request.facets.length ? { facets: facetCounts(request, hits) } : {}),
    ...(request.clickAnalytics ? { queryID: crypto.randomUUID().replace(/-/g, "") } : {}),
  };
}
