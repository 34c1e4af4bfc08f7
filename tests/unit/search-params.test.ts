import { describe, expect, it } from "vitest";
import { parseFilters } from "../../functions/search/filter-expr";
import { parseFacetFilters } from "../../functions/search/filters";
import { LIMITS, parseBody, parseRequest, parseSingle, SearchApiError } from "../../functions/search/protocol";
import { errorOf } from "../fixtures/search-error";
import type { SearchRecord } from "~/shared/search/types";

const rec = (lang: "en" | "zh", type: SearchRecord["type"], lvl0: string): SearchRecord => ({
  objectID: "x",
  type,
  content: null,
  url: "https://rsbuild.rs/x",
  url_without_anchor: "https://rsbuild.rs/x",
  anchor: null,
  lang,
  hierarchy: { lvl0, lvl1: "Page", lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});
const records = [rec("en", "lvl1", "Guide"), rec("en", "content", "Config"), rec("zh", "lvl2", "指南")];

describe("facetFilters and filters", () => {
  it("facetFilters: strings AND, nested lists OR, a leading minus negates; JSON strings accepted", () => {
    expect(records.filter(parseFacetFilters(["lang:en", "type:lvl1"])!)).toEqual([records[0]]);
    expect(records.filter(parseFacetFilters([["type:lvl1", "type:lvl2"]])!)).toEqual([records[0], records[2]]);
    expect(records.filter(parseFacetFilters('["-lang:en"]')!)).toEqual([records[2]]);
    expect(records.filter(parseFacetFilters(["hierarchy.lvl0:指南"])!)).toEqual([records[2]]);
  });
  it("filters: AND, OR, NOT, parentheses and quoted values", () => {
    expect(records.filter(parseFilters('lang:en AND (type:lvl1 OR hierarchy.lvl0:"Config")')!)).toEqual([records[0], records[1]]);
    expect(records.filter(parseFilters("NOT lang:en")!)).toEqual([records[2]]);
    expect(parseFilters("")).toBeUndefined();
  });
  it.each([
    ["lang:en AND", "Invalid filters"],
    ["color:red", "Unknown attribute"],
    ["(lang:en", "Invalid filters"],
  ])("refuses %s with a 400", (text, message) => {
    const e = errorOf(() => parseFilters(text));
    expect(e.status).toBe(400);
    expect(e.message).toContain(message);
  });
  it("are honoured by a parsed request, both forms together", () => {
    const r = parseRequest({ indexName: "x", params: "facetFilters=%5B%22lang%3Aen%22%5D", filters: "type:content" });
    expect(records.filter(r.filter!)).toEqual([records[1]]);
  });
});

describe("request parameters", () => {
  it.each([null, { a: 1 }, ["a"], 5, true])("a query that is not a string (%j) is a 400", (query) => {
    const e = errorOf(() => parseRequest({ indexName: "x", query }));
    expect(e).toMatchObject({ status: 400, message: "query must be a string" });
  });
  it("echoes params as sent, or the fields sent URL-encoded", () => {
    expect(parseRequest({ indexName: "x", params: "query=a&hitsPerPage=2" }).params).toBe("query=a&hitsPerPage=2");
    expect(new URLSearchParams(parseRequest({ indexName: "x", query: "a b", hitsPerPage: 2 }).params).get("query")).toBe("a b");
  });
  it("single-index bodies take the index from the path, v4 params string or v5 fields", () => {
    expect(parseSingle('{"params":"query=port&hitsPerPage=3"}', "rsbuild-en")).toMatchObject({
      indexName: "rsbuild-en",
      query: "port",
      hitsPerPage: 3,
    });
    expect(parseSingle('{"query":"port"}', "rsbuild-zh")).toMatchObject({ indexName: "rsbuild-zh", query: "port" });
    expect(parseSingle("", "rsbuild-en").query).toBe("");
  });
  it("facet searches: v5 type facet, v4 facet endpoint; unknown facets refused", () => {
    expect(parseRequest({ indexName: "x", type: "facet", facet: "lang", facetQuery: "e" }).facet).toEqual({
      name: "lang",
      query: "e",
      max: 10,
    });
    expect(parseSingle('{"params":"facetQuery=gu&maxFacetHits=5"}', "x", "hierarchy.lvl0").facet).toEqual({
      name: "hierarchy.lvl0",
      query: "gu",
      max: 5,
    });
    expect(errorOf(() => parseSingle("{}", "x", "price")).message).toContain("attributesForFaceting");
  });
});

describe("cost caps", () => {
  it("refuses a call asking for more hits in all than the cap, in the provider's error shape", () => {
    const worst = JSON.stringify({
      requests: Array.from({ length: LIMITS.requests }, () => ({ indexName: "x", hitsPerPage: LIMITS.hitsPerPage })),
    });
    const e = errorOf(() => parseBody(worst));
    expect(e).toBeInstanceOf(SearchApiError);
    expect(e.status).toBe(400);
    expect(e.message).toContain(`at most ${LIMITS.totalHits}`);
  });
  it("accepts up to the cap: 50 requests of 20 hits", () => {
    expect(parseBody(JSON.stringify({ requests: Array.from({ length: 50 }, () => ({ indexName: "x", hitsPerPage: 20 })) }))).toHaveLength(
      50,
    );
  });
});
