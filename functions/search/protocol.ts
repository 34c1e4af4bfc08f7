import { SearchApiError } from "./errors";
import { parseFilters } from "./filter-expr";
import { FACETS, parseFacetFilters, type Facet, type RecordFilter } from "./filters";

export { SearchApiError };

/**
 * Limits of one call. Together they bound its cost: the hits asked for across its requests
 * (`totalHits`), the bytes of its answer (`responseBytes`) and the records its queries score
 * (`work`, about what twenty typical queries score), so ten of the worst calls at once stay far
 * below the isolate's memory and pages are not kept waiting.
 */
export const LIMITS = {
  bodyBytes: 100 * 1024,
  requests: 50,
  hitsPerPage: 1000,
  queryLength: 512,
  totalHits: 1000,
  responseBytes: 1024 * 1024,
  maxFacetHits: 100,
  work: 20_000,
} as const;
const SAFE_TAG = /^<\/?[a-z][a-z0-9-]*(\s+class="[\w\s-]*")?>$/i;

export interface SearchRequest {
  indexName: string;
  query: string;
  hitsPerPage: number;
  page: number;
  attributesToRetrieve: string[];
  attributesToSnippet: { attribute: string; words: number }[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  clickAnalytics: boolean;
  params: string;
  /** Facet filters and filters together; undefined when the request has none. */
  filter?: RecordFilter;
  facets: Facet[];
  /** A facet-value search (`type: "facet"` in a multi-query, or the facets endpoint). */
  facet?: { name: Facet; query: string; max: number };
}

/** Algolia list parameters come as arrays, JSON strings or comma-separated strings. */
function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== "string") return [];
  const trimmed = value.trim();
  if (trimmed.startsWith("[")) {
    try {
      return (JSON.parse(trimmed) as unknown[]).map(String);
    } catch {
      throw new SearchApiError(400, `Invalid list parameter: ${trimmed.slice(0, 40)}`);
    }
  }
  return trimmed ? trimmed.split(",").map((s) => s.trim()) : [];
}

function integer(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new SearchApiError(400, `${name} must be an integer between 0 and ${max}`);
  return n;
}

/** A tag the caller asked for, escaped unless it is a plain element tag, so it cannot inject markup. */
function tag(value: unknown, fallback: string): string {
  const s = typeof value === "string" ? value : fallback;
  return SAFE_TAG.test(s) ? s : s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The params string the provider echoes: the one sent, or the fields sent, URL-encoded. */
function echoParams(fields: Record<string, unknown>, params: string): string {
  const extra = Object.entries(fields).filter(([k]) => !["params", "indexName", "type", "facet"].includes(k));
  if (!extra.length) return params;
  const out = new URLSearchParams(params);
  for (const [k, v] of extra) out.set(k, typeof v === "string" ? v : JSON.stringify(v));
  return out.toString();
}

function facetName(value: unknown): Facet {
  if (typeof value !== "string" || !FACETS.includes(value as Facet)) {
    throw new SearchApiError(
      400,
      `Cannot search in \`${String(value).slice(0, 40)}\` attribute, you need to add \`searchable(${String(value).slice(
        0,
        40,
      )})\` to attributesForFaceting.`,
    );
  }
  return value as Facet;
}

/** Both filter forms of a request, ANDed. */
function requestFilter(merged: Record<string, unknown>): RecordFilter | undefined {
  const parts = [parseFacetFilters(merged.facetFilters), parseFilters(merged.filters)].filter((f): f is RecordFilter => Boolean(f));
  return parts.length ? (r) => parts.every((f) => f(r)) : undefined;
}

/** One request of a multi-query: its own fields merged over the URL-encoded `params` string. */
export function parseRequest(raw: unknown, indexName?: string): SearchRequest {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new SearchApiError(400, "Each request must be an object");
  const fields = raw as Record<string, unknown>;
  const params = typeof fields.params === "string" ? fields.params : "";
  const merged: Record<string, unknown> = Object.fromEntries(new URLSearchParams(params));
  for (const [key, value] of Object.entries(fields)) if (key !== "params") merged[key] = value;
  if (indexName !== undefined) merged.indexName = indexName;
  if (typeof merged.indexName !== "string" || !merged.indexName) throw new SearchApiError(400, "indexName is missing");
  if (merged.query !== undefined && typeof merged.query !== "string") throw new SearchApiError(400, "query must be a string");
  const query = merged.query ?? "";
  if (query.length > LIMITS.queryLength) throw new SearchApiError(400, `query is longer than ${LIMITS.queryLength} characters`);
  const snippets = list(merged.attributesToSnippet).map((entry) => {
    const [attribute, words] = entry.split(":");
    return { attribute, words: integer(words, "snippet size", 10, 100) || 10 };
  });
  return {
    indexName: merged.indexName,
    // eslint-disable-next-line no-control-regex
    query: query.replace(/[\u0000-\u001f\u007f]/g, " "),
    hitsPerPage: integer(merged.hitsPerPage, "hitsPerPage", 20, LIMITS.hitsPerPage),
    page: integer(merged.page, "page", 0, 1000),
    attributesToRetrieve: merged.attributesToRetrieve === undefined ? ["*"] : list(merged.attributesToRetrieve),
    attributesToSnippet: snippets,
    highlightPreTag: tag(merged.highlightPreTag, "<em>"),
    highlightPostTag: tag(merged.highlightPostTag, "</em>"),
    snippetEllipsisText: String(merged.snippetEllipsisText ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
    clickAnalytics: merged.clickAnalytics === true || merged.clickAnalytics === "true",
    params: echoParams(fields, params),
    filter: requestFilter(merged),
    facets: list(merged.facets)
      .filter((f): f is Facet => FACETS.includes(f as Facet) || f === "*")
      .flatMap((f) => (f === ("*" as string) ? [...FACETS] : [f])),
    ...(merged.type === "facet" || merged.facetName !== undefined
      ? {
          facet: {
            name: facetName(merged.facet ?? merged.facetName),
            query: String(merged.facetQuery ?? ""),
            max: integer(merged.maxFacetHits, "maxFacetHits", 10, LIMITS.maxFacetHits),
          },
        }
      : {}),
  };
}

/** Parses a multi-query body: `{ requests: [...] }`, at most 50 of them; `facets` for the facet-value multi-query, each request a facet search. */
export function parseBody(text: string, facets = false): SearchRequest[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SearchApiError(400, "Invalid JSON body");
  }
  const requests = (body as { requests?: unknown } | null)?.requests;
  if (!Array.isArray(requests)) throw new SearchApiError(400, "requests must be an array");
  if (requests.length > LIMITS.requests) throw new SearchApiError(400, `At most ${LIMITS.requests} requests are allowed in one call`);
  const parsed = requests.map((r) => parseRequest(facets && r && typeof r === "object" ? { ...r, type: "facet" } : r));
  const asked = parsed.reduce((n, r) => n + (r.facet ? r.facet.max : r.hitsPerPage), 0);
  if (asked > LIMITS.totalHits)
    throw new SearchApiError(400, `The requests of one call ask for ${asked} hits; at most ${LIMITS.totalHits} are allowed`);
  return parsed;
}

/** The body of a single-index call (`/1/indexes/{indexName}/query`, or its facets endpoint). */
export function parseSingle(text: string, indexName: string, facet?: string): SearchRequest {
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw new SearchApiError(400, "Invalid JSON body");
  }
  return parseRequest(facet === undefined ? body : { ...(body as object), facetName: facet }, indexName);
}
