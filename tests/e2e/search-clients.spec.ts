import { expect, test } from "@playwright/test";
import { algoliasearch } from "algoliasearch";
import algoliasearchV4 from "algoliasearch-v4";

type Hit = {
  url: string;
  type: string;
  lang: string;
  hierarchy: Record<string, string | null>;
  _highlightResult: { hierarchy: Record<string, { matchLevel: string; matchedWords: string[]; value: string }> };
};

test.describe("the provider's real clients against the worker", () => {
  let port = 0;
  test.beforeAll(async ({ request, baseURL }) => {
    port = Number(new URL(baseURL!).port);
    // The first query of an isolate loads the index; these tests are about the protocol.
    for (const lang of ["en", "zh"])
      await request.post("/1/indexes/*/queries?x-algolia-application-id=t&x-algolia-api-key=t", {
        data: { requests: [{ indexName: `rsbuild-${lang}`, query: "warm" }] },
        timeout: 30_000,
      });
  });
  const v5 = () =>
    algoliasearch("rsbuild-docs", "search-only", { hosts: [{ url: "127.0.0.1", port, protocol: "http", accept: "readWrite" }] });
  const v4 = () => algoliasearchV4("rsbuild-docs", "search-only", { hosts: [{ url: `127.0.0.1:${port}`, protocol: "http" }] });

  test("v5 searchSingleIndex: the page a query names first, absolute URLs, full match level, filters honoured", async () => {
    const res = await v5().searchSingleIndex<Hit>({
      indexName: "rsbuild-en",
      searchParams: { query: "filename", hitsPerPage: 3, facetFilters: ["type:lvl1"] },
    });
    expect(res.hits[0].url).toBe("https://v1.rsbuild.rs/config/output/filename");
    expect(res.hits.every((h) => h.type === "lvl1")).toBe(true);
    expect(res.hits[0]._highlightResult.hierarchy.lvl1).toMatchObject({ matchLevel: "full", matchedWords: ["filename"] });
    expect(res).toMatchObject({ query: "filename", index: "rsbuild-en", hitsPerPage: 3, page: 0 });
    expect(new URLSearchParams(res.params).get("query")).toBe("filename");
    expect(res.nbPages).toBe(Math.ceil(res.nbHits! / 3));
    expect(res.processingTimeMS).toEqual(expect.any(Number));
  });

  test("v5 search: several indexes, a facet request and filters in one call", async () => {
    const { results } = await v5().search({
      requests: [
        { indexName: "rsbuild-zh", query: "環境變量", hitsPerPage: 1 },
        { indexName: "rsbuild-en", query: "proxy", filters: "hierarchy.lvl0:server AND type:lvl1", hitsPerPage: 5 },
        { indexName: "rsbuild-en", type: "facet", facet: "hierarchy.lvl0", facetQuery: "serv" },
      ],
    });
    const [zh, en, facets] = results as [{ hits: Hit[] }, { hits: Hit[] }, { facetHits: { value: string; count: number }[] }];
    expect(zh.hits[0].url).toBe("https://v1.rsbuild.rs/zh/guide/advanced/env-vars");
    expect(en.hits.length).toBeGreaterThan(0);
    expect(en.hits.every((h) => h.hierarchy.lvl0 === "server" && h.type === "lvl1")).toBe(true);
    expect(facets.facetHits[0]).toMatchObject({ value: "server", count: expect.any(Number) });
  });

  test("v5 searchForFacetValues answers facetHits", async () => {
    const res = await v5().searchForFacetValues({
      indexName: "rsbuild-en",
      facetName: "type",
      searchForFacetValuesRequest: { facetQuery: "lvl" },
    });
    expect(res.facetHits.map((f) => f.value)).toEqual(expect.arrayContaining(["lvl1", "lvl2"]));
  });

  test("v4 initIndex().search, multipleQueries and searchForFacetValues", async () => {
    const client = v4();
    const index = client.initIndex("rsbuild-en");
    const res = await index.search<Hit>("server.port", { hitsPerPage: 2 });
    expect(res.hits[0].url).toBe("https://v1.rsbuild.rs/config/server/port");
    expect(res.nbHits).toBeGreaterThan(0);
    const facets = await index.searchForFacetValues("lang", "e");
    expect(facets.facetHits).toEqual([{ value: "en", highlighted: "<em>en</em>", count: expect.any(Number) }]);
    const { results } = await client.multipleQueries<Hit>([{ indexName: "rsbuild-zh", query: "代理", params: { hitsPerPage: 1 } }]);
    expect((results[0] as { hits: Hit[] }).hits[0].url).toBe("https://v1.rsbuild.rs/zh/config/server/proxy");
  });

  test("errors in the provider’s shape: a non-string query, an unknown facet, an unknown filter attribute", async ({ request }) => {
    const api = "/1/indexes/rsbuild-en/query?x-algolia-application-id=t&x-algolia-api-key=t";
    for (const query of [null, { a: 1 }, ["x"]]) {
      const res = await request.post(api, { data: { query } });
      expect(res.status()).toBe(400);
      expect(await res.json()).toEqual({ message: "query must be a string", status: 400 });
    }
    const facet = await request.post("/1/indexes/rsbuild-en/facets/price/query?x-algolia-application-id=t&x-algolia-api-key=t", {
      data: {},
    });
    expect(facet.status()).toBe(400);
    await expect(
      v5().searchSingleIndex({ indexName: "rsbuild-en", searchParams: { query: "x", filters: "color:red" } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  test("CORS lets other origins send the provider's headers", async ({ request }) => {
    const res = await request.fetch("/1/indexes/rsbuild-en/query", {
      method: "OPTIONS",
      headers: {
        origin: "https://docs.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "x-algolia-usertoken, x-algolia-api-key",
      },
    });
    expect(res.status()).toBe(204);
    expect(res.headers()["access-control-allow-origin"]).toBe("*");
    expect(res.headers()["access-control-allow-headers"]).toContain("x-algolia-usertoken");
  });
});
