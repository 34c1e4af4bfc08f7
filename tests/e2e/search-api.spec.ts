import { expect, test } from "@playwright/test";
import { liteClient } from "algoliasearch/lite";

const api = "/1/indexes/*/queries?x-algolia-application-id=test&x-algolia-api-key=test";
const body = (requests: unknown[]) => JSON.stringify({ requests });

test.describe("search API at the edge", () => {
  test("the real algoliasearch client queries the worker", async ({ baseURL, request }) => {
    // The first query of an isolate loads the index (npm run bench reports that time);
    // this test is about the protocol, so the isolate is warmed first.
    for (const lang of ["en", "zh"])
      await request.post(api, { data: body([{ indexName: `rsbuild-${lang}`, query: "" }]), timeout: 30_000 });
    const url = new URL(baseURL!);
    const client = liteClient("rsbuild-docs", "local-search-only", {
      hosts: [{ url: url.hostname, port: Number(url.port), protocol: "http", accept: "read" }],
    });
    const { results } = await client.search<{ url: string }>({
      requests: [
        {
          indexName: "rsbuild-en",
          query: "server.port",
          hitsPerPage: 5,
          attributesToSnippet: ["content:10"],
          highlightPreTag: "<mark>",
          highlightPostTag: "</mark>",
          clickAnalytics: true,
        },
        { indexName: "rsbuild-zh", query: "环境变量", hitsPerPage: 3 },
      ],
    });
    const [en, zh] = results as {
      hits: { url: string; _highlightResult: unknown }[];
      nbHits: number;
      queryID?: string;
      hitsPerPage: number;
    }[];
    expect(en.hits[0].url).toBe("https://v1.rsbuild.rs/config/server/port");
    expect(en.hits[0]._highlightResult).toBeTruthy();
    expect(en.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(en.hitsPerPage).toBe(5);
    expect(zh.hits[0].url).toMatch(/^https:\/\/v1\.rsbuild\.rs\/zh\/guide\/advanced\/env-vars/);
  });

  test("params as a URL-encoded string, any content type", async ({ request }) => {
    const res = await request.post(api, {
      headers: { "content-type": "text/plain" },
      data: body([{ indexName: "rsbuild-en", params: "query=proxy&hitsPerPage=1" }]),
    });
    expect(res.status()).toBe(200);
    const json = await res.json();
    expect(json.results[0]).toMatchObject({ hitsPerPage: 1, query: "proxy", page: 0, index: "rsbuild-en" });
    expect(json.results[0].hits[0].url).toBe("https://v1.rsbuild.rs/config/server/proxy");
    expect(typeof json.results[0].processingTimeMS).toBe("number");
  });

  for (const [name, data, status, message] of [
    ["malformed JSON", "{not json", 400, "Invalid JSON body"],
    ["too many requests", body(Array.from({ length: 51 }, () => ({ indexName: "rsbuild-en", query: "a" }))), 400, "At most 50"],
    ["hitsPerPage over 1000", body([{ indexName: "rsbuild-en", query: "a", hitsPerPage: 1001 }]), 400, "hitsPerPage"],
    ["an unknown index", body([{ indexName: "rsbuild-fr", query: "a" }]), 404, "does not exist"],
    ["a body over 100 KB", body([{ indexName: "rsbuild-en", query: "a", pad: "x".repeat(110_000) }]), 413, "larger than"],
  ] as const) {
    test(`answers ${name} with a ${status} JSON error`, async ({ request }) => {
      const res = await request.post(api, { data });
      expect(res.status()).toBe(status);
      expect(await res.json()).toEqual({ message: expect.stringContaining(message), status });
    });
  }

  test("control characters and HTML in a query give a safe answer", async ({ request }) => {
    for (const query of ["\u0000\u0001\u0002", "<img src=x onerror=alert(1)>", "<script>alert(1)</script> server"]) {
      const res = await request.post(api, { data: body([{ indexName: "rsbuild-en", query }]) });
      expect(res.status()).toBe(200);
      const text = await res.text();
      expect(text).not.toContain("<img src=x");
      expect(text).not.toContain("<script>");
    }
  });

  test("credentials are required, other methods and paths refused, CORS preflight answered", async ({ request }) => {
    expect((await request.post("/1/indexes/*/queries", { data: body([]) })).status()).toBe(403);
    expect((await request.get(api)).status()).toBe(405);
    expect((await request.post("/1/indexes/rsbuild-en/browse", { data: "{}" })).status()).toBe(404);
    const preflight = await request.fetch(api, { method: "OPTIONS" });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe("*");
    const recs = await request.post("/1/indexes/*/recommendations?x-algolia-application-id=a&x-algolia-api-key=b", { data: "{}" });
    expect(await recs.json()).toEqual({ results: [] });
  });
});
