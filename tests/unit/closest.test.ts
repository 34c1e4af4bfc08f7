import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { SearchEngine } from "../../functions/search/engine";
import { closestPages, knownForm, lookupWords } from "~/lib/search/closest";
import en from "~/shared/i18n/en.json";
import zh from "~/shared/i18n/zh.json";
import type { IndexFile } from "~/shared/search/types";

/** A hit whose title marks `marked`, as the worker and the hosted provider highlight it. */
const hit = (url: string, marked = "") => ({
  objectID: url,
  hierarchy: { lvl0: "Config", lvl1: url },
  url,
  _highlightResult: {
    hierarchy: { lvl1: { value: marked ? `About <mark>${marked}</mark>` : url, matchLevel: "full" as const, matchedWords: [] } },
  },
});

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
      { word: "websocket", hits: [hit("/a#x", "WebSocket"), hit("/b"), hit("/a#y")] },
      { word: "proxy", hits: [hit("/c", "proxy"), hit("/b#z")] },
      { word: "xyzzy", hits: [] },
    ]);
    expect(result.hits.map((h) => h.url)).toEqual(["/b", "/a#x", "/c"]);
    expect(result.words).toEqual(["websocket", "proxy"]);
  });
  it("keeps at most five pages and suggests no word that found nothing", () => {
    const many = Array.from({ length: 8 }, (_, i) => hit(`/p${i}`, "one"));
    const result = closestPages([
      { word: "one", hits: many },
      { word: "two", hits: [] },
    ]);
    expect(result.hits).toHaveLength(5);
    expect(result.words).toEqual(["one"]);
  });
});

describe("suggestions", () => {
  it("offer a word as the index holds it, never the reader's typo", () => {
    const result = closestPages([
      { word: "webpak", hits: [hit("/guide/migration/webpack", "Webpack")] },
      { word: "splittng", hits: [hit("/guide/optimization/code-splitting", "splitting")] },
      { word: "chunk", hits: [hit("/config/performance/chunk-split", "chunk")] },
    ]);
    expect(result.words).toEqual(["webpack", "splitting", "chunk"]);
    expect(result.words).not.toContain("webpak");
  });
  it("leave out a Latin word no hit marks, and keep a Chinese word, which matches only as typed", () => {
    expect(knownForm("webpak", [hit("/a")])).toBeUndefined();
    expect(knownForm("热更新", [hit("/a")])).toBe("热更新");
    expect(knownForm("proxy", [hit("/a"), hit("/b", "Proxy")])).toBe("proxy");
  });
  it.each(["en", "zh"] as const)("when no word is known, the site's starting queries each find pages (%s)", (lang) => {
    const file = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../public/search/${lang}.json`), "utf8")) as IndexFile;
    const engine = new SearchEngine(file, lang);
    const queries = { en, zh }[lang]["search.tryDefault"].split("|");
    expect(queries.length).toBeGreaterThanOrEqual(1);
    expect(queries.length).toBeLessThanOrEqual(3);
    for (const q of queries) expect(engine.search(q).length, q).toBeGreaterThan(0);
  });
});
