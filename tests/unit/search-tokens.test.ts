import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import { unseenPairs } from "../../functions/search/core/bigrams";
import { piecesApart } from "../../functions/search/core/pieces";
import { wordParts } from "../../functions/search/core/query";
import { tokenize } from "../../functions/search/core/tokenize";
import { ranker } from "../../functions/search/rank";
import { relativeUrl } from "~/lib/search/group";
import type { IndexFile, SearchRecord } from "~/shared/search/types";

// Tokens as readers type them: a product name written joined or apart finds the same pages.
describe("letter–digit names", () => {
  it("index a version after a name as the name and the number too", () => {
    expect(tokenize("IE11 and webpack5")).toEqual(expect.arrayContaining(["ie11", "ie", "11", "webpack5", "webpack", "5"]));
    expect(tokenize("es2015")).toEqual(expect.arrayContaining(["es", "2015"]));
  });
  it("query a joined name by its parts, which a page writing it apart holds", () => {
    expect(wordParts("ie11")).toEqual(["ie", "11"]);
    expect(wordParts("webpack5")).toEqual(["webpack", "5"]);
    expect(wordParts("vue3.5")).toEqual(["vue", "3", "5"]);
  });
  it("keep a one-letter tag, and a number before letters, whole", () => {
    expect(wordParts("v4")).toEqual(["v4"]);
    expect(wordParts("h5")).toEqual(["h5"]);
    expect(wordParts("100vh")).toEqual(["100vh"]);
    expect(tokenize("v4 1px")).toEqual(["v4", "1px"]);
  });
});

describe("a name with its version, over the built index", () => {
  const data = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../public/search/en.json"), "utf8")) as IndexFile;
  const engine = new SearchEngine(data, "en");
  const pages = (q: string) => new Set(engine.search(q).map((h) => relativeUrl(h.record.url_without_anchor)));
  it("finds the page writing it apart (ie 11) and the one writing it joined (IE11), typed either way", () => {
    for (const q of ["IE11", "ie 11"]) {
      expect(pages(q), q).toContain("/guide/faq/general");
      expect(pages(q), q).toContain("/guide/advanced/browser-compatibility");
    }
  });
});

describe("a Chinese compound the segmenter does not know", () => {
  it("is queried by its character pairs when the segmenter gives its characters one by one", () => {
    expect(unseenPairs("热重载")).toEqual(["热重", "重载"]);
    // A run the segmenter finds a word in keeps its words; a run of two is its own pair.
    expect(unseenPairs("开发服务器")).toEqual([]);
    expect(unseenPairs("跨域")).toEqual([]);
  });
  it("ranks a record holding its pairs side by side above one holding its characters apart, the whole run no higher", () => {
    const record: SearchRecord = {
      objectID: "x",
      type: "content",
      hierarchy: { lvl0: "指南", lvl1: "页面", lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
      url: "/zh/guide/a",
      url_without_anchor: "/zh/guide/a",
      anchor: null,
      lang: "zh",
    };
    const rank = ranker("热重载");
    const apart = rank(record, "热水 重新载入", 1);
    expect(rank(record, "热重启后 重载页面", 1) / apart).toBeCloseTo(1.6);
    // The whole run: its own factor and the phrase's (×1.5), the pairs adding nothing to them.
    expect(rank(record, "支持热重载", 1) / apart).toBeCloseTo(1.6 * 1.5);
  });
});

describe("a product name joined to its acronym", () => {
  it("is asked apart too (VueCLI → Vue CLI); option names and versions are left as typed", () => {
    expect(piecesApart("VueCLI config")).toBe("Vue CLI config");
    expect(piecesApart("ReactDOM")).toBe("React DOM");
    expect(piecesApart("distPath")).toBeUndefined();
    expect(piecesApart("IE11 vue cli")).toBeUndefined();
  });
  it("finds, over the built index, the pages writing it apart", () => {
    const data = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../public/search/en.json"), "utf8")) as IndexFile;
    const engine = new SearchEngine(data, "en");
    const pages = new Set(engine.search("VueCLI").map((h) => relativeUrl(h.record.url_without_anchor)));
    expect(pages).toContain("/guide/migration/vue-cli");
    // Writes "Vue CLI" apart only.
    expect(pages).toContain("/guide/framework/vue");
  });
});
