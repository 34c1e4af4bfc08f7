import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SearchEngine } from "~/lib/search/engine";
import { relativeUrl } from "~/lib/search/group";
import { queryGroups, tokenize } from "~/lib/search/options.js";
import type { IndexFile } from "~/lib/search/types";

const load = (lang: "en" | "zh") => new SearchEngine(JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../public/search/${lang}.json`), "utf8")) as IndexFile, lang);
const en = load("en");
const zh = load("zh");
const first = (engine: SearchEngine, q: string) => {
  const record = engine.search(q)[0]?.record;
  return record && { ...record, url_without_anchor: relativeUrl(record.url_without_anchor) };
};

describe("tokenizer", () => {
  it("splits dotted and camelCase option names into parts, lowercased", () => {
    expect(tokenize("output.distPath")).toEqual(expect.arrayContaining(["output.distpath", "output", "distpath", "dist", "path"]));
  });
  it("indexes Chinese by character, and queries by the segmenter's words", () => {
    expect(tokenize("开发服务器")).toEqual(expect.arrayContaining(["开", "发", "服", "务", "器"]));
    expect(queryGroups("开发服务器的端口").map((g) => g.terms.join(""))).toEqual(expect.arrayContaining(["开发", "端"]));
  });
});

describe("English relevance", () => {
  it.each([
    ["server.port", "/config/server/port"],
    ["server port", "/config/server/port"],
    ["distPath", "/config/output/dist-path"],
    ["tools.rspack", "/config/tools/rspack"],
    ["quick start", "/guide/start/quick-start"],
    ["migrate from webpack", "/guide/migration/webpack"],
    ["environment variables", "/guide/advanced/env-vars"],
    ["createRsbuild", "/api/javascript-api/core"],
    ["how to use the proxy", "/config/server/proxy"],
  ])("%s → %s first", (query, url) => {
    expect(first(en, query)?.url_without_anchor).toBe(url);
  });

  it("tolerates prefixes and typos", () => {
    expect(first(en, "tailwi")?.url_without_anchor).toMatch(/tailwindcss/);
    expect(first(en, "proxxy")?.url_without_anchor).toBe("/config/server/proxy");
  });

  it("returns at most three hits per page", () => {
    const counts = new Map<string, number>();
    for (const h of en.search("config")) counts.set(h.record.url_without_anchor, (counts.get(h.record.url_without_anchor) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
  });

  it("answers nothing for an empty query or junk, and never throws", () => {
    expect(en.search("")).toEqual([]);
    expect(en.search("\u0000\u0001")).toEqual([]);
    expect(en.search("<script>alert(1)</script>").length).toBeGreaterThanOrEqual(0);
    expect(en.search("zzqqxxjj")).toEqual([]);
  });
});

describe("Chinese relevance", () => {
  it.each([
    ["端口", "/zh/config/server/port"],
    ["开发服务器端口", "/zh/guide/basic/server"],
    ["浏览器兼容性", "/zh/guide/advanced/browser-compatibility"],
    ["环境变量", "/zh/guide/advanced/env-vars"],
    ["快速上手", "/zh/guide/start/quick-start"],
    ["模块联邦", "/zh/guide/advanced/module-federation"],
  ])("%s → %s first", (query, url) => {
    expect(first(zh, query)?.url_without_anchor).toBe(url);
  });

  it("ranks an exact run of characters above scattered characters", () => {
    const hits = zh.search("热更新");
    const text = (i: number) => [hits[i].record.hierarchy.lvl1, hits[i].record.hierarchy.lvl2, hits[i].record.content].join(" ");
    expect(text(0)).toContain("热更新");
  });

  it("mixed Chinese and option names", () => {
    expect(first(zh, "server.port 端口")?.url_without_anchor).toBe("/zh/config/server/port");
  });
});
