import { describe, expect, it } from "vitest";
import { closestPages, lookupWords } from "~/lib/search/closest";

const hit = (url: string) => ({ objectID: url, hierarchy: { lvl0: "Config", lvl1: url }, url });

describe("lookupWords", () => {
  it("takes up to three distinct words of two characters or more, longest first", () => {
    expect(lookupWords("proxy websocket a proxy xyzzyqq")).toEqual(["websocket", "xyzzyqq", "proxy"]);
    expect(lookupWords("代理 热更新 失效")).toEqual(["热更新", "代理", "失效"]);
  });
  it("has nothing to look up for a single word: the query itself found nothing", () => {
    expect(lookupWords("proxxxy")).toEqual([]);
    expect(lookupWords("proxy x")).toEqual([]);
  });
});

describe("closestPages", () => {
  it("puts the pages most words lead to first, then the best ranked, one hit per page", () => {
    const result = closestPages([
      { word: "websocket", hits: [hit("/a#x"), hit("/b"), hit("/a#y")] },
      { word: "proxy", hits: [hit("/c"), hit("/b#z")] },
      { word: "xyzzy", hits: [] },
    ]);
    expect(result.hits.map((h) => h.url)).toEqual(["/b", "/a#x", "/c"]);
    expect(result.words).toEqual(["websocket", "proxy"]);
  });
  it("keeps at most five pages and suggests no word that found nothing", () => {
    const many = Array.from({ length: 8 }, (_, i) => hit(`/p${i}`));
    const result = closestPages([
      { word: "one", hits: many },
      { word: "two", hits: [] },
    ]);
    expect(result.hits).toHaveLength(5);
    expect(result.words).toEqual(["one"]);
  });
});
