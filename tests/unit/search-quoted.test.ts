import { describe, expect, it } from "vitest";
import { quotedIn, quotes } from "../../functions/search/quoted";
import { ranker } from "../../functions/search/rank";
import type { SearchRecord } from "~/shared/search/types";

const section = (lvl2: string, type: SearchRecord["type"] = "content"): SearchRecord => ({
  objectID: lvl2,
  type,
  hierarchy: { lvl0: "FAQ", lvl1: "Exceptions FAQ", lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  url: "/guide/faq/exceptions#x",
  url_without_anchor: "/guide/faq/exceptions",
  anchor: "x",
  lang: "en",
});

describe("messages a heading quotes", () => {
  it("keeps their telling words: no little, framing or number words, two at least", () => {
    expect(quotedIn(section('"process is not defined" in the browser'))).toEqual([["process", "defined"]]);
    expect(quotedIn(section('"ChunkLoadError: Loading chunk 123 failed"'))).toEqual([["chunkloaderror", "loading", "chunk"]]);
    // One telling word is no message to recognise.
    expect(quotedIn(section('"$ is not defined" or "jQuery is not defined"'))).toEqual([["jquery", "defined"]]);
    expect(quotedIn(section("Tree shaking does not remove unused code"))).toEqual([]);
  });
  it("are the section's, not the page's: a page's own record quotes nothing", () => {
    expect(quotedIn({ ...section('"process is not defined"', "lvl1"), hierarchy: { ...section("").hierarchy, lvl2: null } })).toEqual([]);
  });
  it("are quoted by a pasted line holding most of their telling words, with its own prefixes and values", () => {
    const messages = quotedIn(section("\"Module not found: Can't resolve '@/components/…'\""));
    expect(quotes("Module not found: Error: Can't resolve '@/utils/api' in '/app/src'")(messages)).toBe(true);
    expect(quotes("Uncaught ReferenceError: process is not defined at main.js:12")([["process", "defined"]])).toBe(true);
    expect(quotes("module federation")(messages)).toBe(false);
    expect(quotes("process")([["process", "defined"]])).toBe(false);
  });
});

describe("ranking", () => {
  it("raises a section whose heading quotes the message a query pastes (×2)", () => {
    const record = section('"process is not defined" in the browser');
    const other = section("Environment variables in the browser");
    const query = "Uncaught ReferenceError: process is not defined at main.js:12";
    const rank = ranker(query);
    expect(rank(record, "text", 1) / rank(other, "text", 1)).toBeCloseTo(2);
  });
});
