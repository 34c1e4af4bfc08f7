import { describe, expect, it } from "vitest";
import type { EngineHit } from "../../functions/search/hit";
import { highlight, snippet } from "../../functions/search/highlight";
import { formatHit, formatResult } from "../../functions/search/answer";
import { parseBody, parseRequest, SearchApiError } from "../../functions/search/protocol";
import { errorOf } from "../fixtures/search-error";
import type { SearchRecord } from "~/shared/search/types";

const record: SearchRecord = {
  objectID: "en-1",
  type: "content",
  content: "Set the port the <dev> server listens on & more words here to make a long snippet text for testing purposes only.",
  hierarchy: { lvl0: "server", lvl1: "server.port", lvl2: "Example", lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  url: "/config/server/port#example",
  url_without_anchor: "/config/server/port",
  anchor: "example",
  lang: "en",
};
const hit: EngineHit = { record, score: 1, words: ["port", "server"] };

describe("request parsing", () => {
  it("merges individual fields over the URL-encoded params string", () => {
    const r = parseRequest({
      indexName: "rsbuild-en",
      params: "query=port&hitsPerPage=5&attributesToSnippet=%5B%22content%3A10%22%5D&highlightPreTag=%3Cmark%3E",
      hitsPerPage: 7,
    });
    expect(r).toMatchObject({
      query: "port",
      hitsPerPage: 7,
      attributesToSnippet: [{ attribute: "content", words: 10 }],
      highlightPreTag: "<mark>",
    });
  });
  it("accepts list parameters as arrays, JSON strings or comma lists", () => {
    expect(parseRequest({ indexName: "x", attributesToRetrieve: ["url"] }).attributesToRetrieve).toEqual(["url"]);
    expect(parseRequest({ indexName: "x", params: "attributesToRetrieve=url,content" }).attributesToRetrieve).toEqual(["url", "content"]);
  });
  it.each([
    ["not json", "Invalid JSON body"],
    ['{"requests": 3}', "requests must be an array"],
    [JSON.stringify({ requests: Array.from({ length: 51 }, () => ({ indexName: "x" })) }), "At most 50 requests"],
    [JSON.stringify({ requests: [{ indexName: "x", hitsPerPage: 2000 }] }), "hitsPerPage must be an integer between 0 and 1000"],
    [JSON.stringify({ requests: [{ query: "x" }] }), "indexName is missing"],
    [JSON.stringify({ requests: [{ indexName: "x", query: "q".repeat(600) }] }), "longer than 512"],
    [JSON.stringify({ requests: ["x"] }), "Each request must be an object"],
  ])("rejects %s with a 400", (body, message) => {
    const e = errorOf(() => parseBody(body));
    expect(e).toBeInstanceOf(SearchApiError);
    expect(e.status).toBe(400);
    expect(e.message).toContain(message);
  });
  it("replaces control characters in queries and escapes unsafe highlight tags", () => {
    const r = parseRequest({
      indexName: "x",
      query: "a\u0000b",
      highlightPreTag: "<img src=x onerror=alert(1)>",
      snippetEllipsisText: "<b>…",
    });
    expect(r.query).toBe("a b");
    expect(r.highlightPreTag).not.toContain("<img");
    expect(r.snippetEllipsisText).toBe("&#60;b&#62;…");
  });
});

describe("highlight and snippet", () => {
  it("escapes the content's HTML before adding the tags", () => {
    const h = highlight("the <dev> server", ["server"], "<mark>", "</mark>");
    expect(h.value).toBe("the &lt;dev&gt; <mark>server</mark>");
    expect(h).toMatchObject({ matchLevel: "full", matchedWords: ["server"], fullyHighlighted: false });
  });
  it("partial and none match levels; prefixes at word starts only, marking the whole word", () => {
    expect(highlight("output files", ["out", "zzz"], "<em>", "</em>")).toMatchObject({
      value: "<em>output</em> files",
      matchLevel: "partial",
    });
    expect(highlight("layout", ["out"], "<em>", "</em>")).toMatchObject({ value: "layout", matchLevel: "none" });
  });
  it("cuts snippets to N words around the first match with the ellipsis", () => {
    const s = snippet(record.content!, ["snippet"], 5, "<mark>", "</mark>", "…");
    expect(s.value.startsWith("…")).toBe(true);
    expect(s.value).toContain("<mark>snippet</mark>");
    expect(
      s.value
        .replace(/<[^>]+>/g, "")
        .replace(/…/g, "")
        .trim()
        .split(/\s+/).length,
    ).toBe(5);
  });
  it("marks whole words: a stem or prefix highlights the word it starts", () => {
    expect(highlight("Set dev.lazyCompilation here", ["lazycompilat"], "<mark>", "</mark>").value).toBe(
      "Set dev.<mark>lazyCompilation</mark> here",
    );
  });
  it("gives matchedWords as the query's words, full when the text holds all of them", () => {
    const h = highlight("Lazy compilation of entries", ["lazy", "compilation", "compil", "entri"], "<em>", "</em>", [
      "lazy",
      "compilation",
    ]);
    expect(h).toMatchObject({ matchLevel: "full", matchedWords: ["lazy", "compilation"] });
    expect(highlight("Lazy loading", ["lazy", "compil"], "<em>", "</em>", ["lazy", "compilation"])).toMatchObject({
      matchLevel: "partial",
      matchedWords: ["lazy"],
    });
    expect(highlight("使用环境变量", ["环", "境"], "<em>", "</em>", ["环境"]).matchLevel).toBe("full");
  });
  it("never cuts a Latin word in a Chinese snippet", () => {
    const text = "一二三四五六七八九十 lazyCompilation 配置项开启端口一二三四五六七八九十一二三";
    const s = snippet(text, ["端"], 6, "<mark>", "</mark>", "…");
    const bare = s.value.replace(/<[^>]+>|…/g, "");
    expect(s.value).toContain("<mark>端</mark>");
    expect(/[A-Za-z]/.test(bare) ? bare.includes("lazyCompilation") : true).toBe(true);
    const around = snippet(text, ["配"], 6, "<mark>", "</mark>", "…").value.replace(/<[^>]+>|…/g, "");
    expect(around).toContain("lazyCompilation");
  });
  it("counts Chinese by characters", () => {
    const s = snippet("一二三四五六七八九十端口一二三四五六七八九十一二三", ["端"], 5, "<mark>", "</mark>", "…");
    expect(s.value).toContain("<mark>端</mark>");
    expect(s.value.replace(/<[^>]+>|…/g, "")).toHaveLength(10);
  });
});

describe("response shape", () => {
  const request = parseRequest({
    indexName: "rsbuild-en",
    query: "port server",
    attributesToRetrieve: ["hierarchy.lvl0", "hierarchy.lvl1", "content", "type", "url"],
    attributesToSnippet: ["content:10"],
    highlightPreTag: "<mark>",
    highlightPostTag: "</mark>",
    snippetEllipsisText: "…",
    clickAnalytics: true,
    hitsPerPage: 20,
  });
  it("hits carry objectID, retrieved attributes, _highlightResult and _snippetResult", () => {
    // biome-ignore lint/suspicious/noExplicitAny: the test walks the hit's nested JSON freely.
    const h = formatHit(hit, request) as Record<string, any>;
    expect(Object.keys(h).sort()).toEqual(["_highlightResult", "_snippetResult", "content", "hierarchy", "objectID", "type", "url"]);
    expect(h.hierarchy).toEqual({ lvl0: "server", lvl1: "server.port" });
    expect(h._highlightResult.hierarchy.lvl1).toEqual({
      value: "<mark>server</mark>.<mark>port</mark>",
      matchLevel: "full",
      matchedWords: ["port", "server"],
      fullyHighlighted: false,
    });
    expect(h._highlightResult.content.value).toContain("&lt;dev&gt;");
    expect(h._snippetResult.content).toEqual({ value: expect.stringContaining("<mark>port</mark>"), matchLevel: "full" });
  });
  it("hits of one page highlight the same title with their own words", () => {
    const other: EngineHit = { ...hit, words: ["port"] };
    const r = formatResult(request, [hit, other, hit], 0);
    const titles = r.hits.map((h) => (h._highlightResult.hierarchy as Record<string, { value: string }>).lvl1.value);
    expect(titles).toEqual(["<mark>server</mark>.<mark>port</mark>", "server.<mark>port</mark>", "<mark>server</mark>.<mark>port</mark>"]);
  });
  it("results have the provider's fields, paginated, with a queryID when clickAnalytics is set", () => {
    const r = formatResult({ ...request, hitsPerPage: 1, page: 1 }, [hit, hit, hit], 2);
    expect(r).toMatchObject({
      nbHits: 3,
      page: 1,
      nbPages: 3,
      hitsPerPage: 1,
      query: "port server",
      index: "rsbuild-en",
      processingTimeMS: 2,
      exhaustiveNbHits: true,
    });
    expect(r.hits).toHaveLength(1);
    expect(r.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(formatResult({ ...request, clickAnalytics: false }, [], 0)).not.toHaveProperty("queryID");
  });
});
