import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import { loadPacked } from "../../functions/search/packed";
import { indexOptions } from "../../functions/search/core/fields";
import type { IndexFile } from "~/shared/search/types";
import set from "../fixtures/search-relevance.json";

const file = (lang: "en" | "zh") =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../public/search/${lang}.json`), "utf8")) as IndexFile;
/** The same engine, but its searcher scores every record the query matches: no terms required. */
function unscoped(data: IndexFile, lang: "en" | "zh") {
  const searcher = loadPacked(data.search, indexOptions);
  return new SearchEngine(data, lang, {
    top: (query, options, _required, limit, rescore, mask) => searcher.top(query, options, [], limit, rescore, mask),
    frequency: searcher.frequency,
  });
}
const top = (engine: SearchEngine, q: string) =>
  engine
    .searchWithTotal(q)
    .hits.slice(0, 20)
    .map((h) => [h.record.objectID, h.score.toFixed(9)]);

describe("optional words score only records holding enough of them", () => {
  const questions = (lang: "en" | "zh") =>
    (set as Record<string, string[][]>)[lang].map(([q]) => q).filter((q) => q.split(/\s+/).length >= 3);
  const costly = [
    "config build server output plugin css html dev",
    "the config build server page rsbuild default type",
    "how do i set the dev server port in rsbuild config",
    "多页面 应用 构建 产物 目录 配置",
  ];
  for (const lang of ["en", "zh"] as const) {
    it(`gives the results of scoring every record (${lang}: questions of the relevance set and costly queries)`, () => {
      const data = file(lang);
      const scoped = new SearchEngine(data, lang);
      const all = unscoped(data, lang);
      const queries = [...questions(lang), ...costly];
      expect(queries.length).toBeGreaterThan(5);
      for (const q of queries) expect(top(scoped, q), q).toEqual(top(all, q));
    });
  }
  it("scores fewer records for an OR of common words", () => {
    const data = file("en");
    const searcher = loadPacked(data.search, indexOptions);
    const scored = { scoped: 0, all: 0 };
    // Every record scored is re-scored once: counted there.
    const counting = (key: keyof typeof scored, scope: boolean) =>
      new SearchEngine(data, "en", {
        frequency: searcher.frequency,
        top: (query, options, required, limit, rescore, mask) =>
          searcher.top(
            query,
            options,
            scope ? required : [],
            limit,
            (id, terms, score) => {
              scored[key]++;
              return rescore ? rescore(id, terms, score) : score;
            },
            mask,
          ),
      });
    const q = "config build server output plugin css html dev";
    counting("scoped", true).searchWithTotal(q);
    counting("all", false).searchWithTotal(q);
    expect(scored.scoped).toBeGreaterThan(0);
    expect(scored.scoped * 2).toBeLessThan(scored.all);
  });
});

describe("a long question titled by one of its words", () => {
  const engine = new SearchEngine(file("en"), "en");
  const pages = (q: string) => [...new Set(engine.search(q).map((h) => h.record.url_without_anchor))];
  it("keeps the page titled by its telling word though the page holds few of its other words", () => {
    expect(pages("Svelte with TypeScript build fails with Unexpected token at url:string").some((p) => p.includes("svelte"))).toBe(true);
  });
  it("reads words named like an object's own properties as words (constructor, toString)", () => {
    expect(() => pages("constructor toString valueOf hasOwnProperty error when building a svelte project")).not.toThrow();
  });
});
