import { describe, expect, it } from "vitest";
import { asksForGuide, ranker, scopeOnly, titleFactor } from "../../functions/search/rank";
import type { SearchRecord } from "~/shared/search/types";

const record = (type: SearchRecord["type"], lvl1: string, url: string): SearchRecord => ({
  objectID: "x",
  type,
  hierarchy: { lvl0: "Guide", lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  url,
  url_without_anchor: url,
  anchor: null,
  lang: "zh",
});

describe("ranker", () => {
  it("raises a record by 1.6 for each Chinese run of the query it holds, so many runs do not outweigh the rest", () => {
    const rank = ranker("打包后 白屏 每个 标题");
    const text = record("content", "入口", "/zh/guide/a");
    const base = rank(text, "无关", 1);
    // Four runs held (not as the phrase typed): ×1.6⁴ ≈ 6.6, where ×2 each made 16.
    expect(rank(text, "标题 每个 白屏 打包后", 1) / base).toBeCloseTo(1.6 ** 4);
  });
});

describe("titleFactor", () => {
  const page = record("lvl1", "Dev server", "/guide/basic/server");
  it("boosts a page whose title the query names, less when the title is a small part of a long query", () => {
    expect(titleFactor("dev server", page)).toBe(8);
    expect(titleFactor("dev server port", page)).toBe(3);
    expect(titleFactor("dev server answers html for files that exist", page)).toBeLessThan(3);
    expect(titleFactor("dev server answers html for files that exist", page)).toBeGreaterThan(1);
  });
  it("weighs the title's words by how telling they are: common title words among a rare one boost little", () => {
    const weight = (word: string) => (word === "err_cert_authority_invalid" ? 8 : 1);
    expect(titleFactor("err_cert_authority_invalid dev server", page)).toBe(3);
    expect(titleFactor("err_cert_authority_invalid dev server", page, weight)).toBeCloseTo(1 + 2 * ((3 * 2) / 10));
  });
  it("counts every part of an option's name the query holds whole, only the last part otherwise", () => {
    const option = record("lvl1", "performance.preload", "/config/performance/preload");
    const weight = (word: string) => ({ preload: 2, performance: 2 })[word] ?? 1;
    // Both parts (4 of the words' weight 8): 1 + 2 × min(1, 3 × 4 / 8) = 3; "preload" alone: 1 + 2 × 3 × 2 / 8 = 2.5.
    expect(titleFactor("performance preload webpack plugin not compatible", option, weight)).toBe(3);
    expect(titleFactor("preload performance webpack plugin not compatible", option, weight)).toBeCloseTo(2.5);
  });
});

describe("records that speak of another page in passing", () => {
  const content = (url: string, anchor: string | null): SearchRecord => ({
    ...record("content", "Page", url),
    url: anchor ? `${url}#${anchor}` : url,
    anchor,
  });
  it("weigh half in a Related list, which sums up the page it points to", () => {
    const rank = ranker("fail instead of picking another port");
    const text = "server.strictPort: fail instead of picking another port";
    const line = rank(content("/config/server/port", "related"), text, 1);
    expect(line / rank(content("/config/server/port", "usage"), text, 1)).toBeCloseTo(0.5);
  });
  it("weigh 0.6 on a page that sums up others a line each, whose own record still counts in full", () => {
    const rank = ranker("svg react component");
    const plain = rank(content("/guide/basic/static-assets", "svg"), "svg", 1);
    for (const url of ["/plugins/list/", "/zh/config/", "/guide/start/features", "/zh/guide/start/glossary"])
      expect(rank(content(url, "x"), "svg", 1) / plain).toBeCloseTo(0.6);
    expect(rank(record("lvl1", "Plugin list", "/plugins/list/"), "svg", 1)).toBeCloseTo(
      rank(record("lvl1", "Plugin list", "/guide/basic/a"), "svg", 1),
    );
  });
  it("weigh 0.6 in a migration guide, unless the query names its tool or speaks of moving", () => {
    const guide = content("/guide/migration/cra", "svgr");
    const plugin = content("/plugins/list/plugin-svgr", "usage");
    const ratio = (query: string, record = guide) => ranker(query)(record, "svg", 1) / ranker(query)(plugin, "svg", 1);
    expect(ratio("svg as react component")).toBeCloseTo(0.6);
    expect(ratio("cra svg as react component")).toBeCloseTo(1);
    expect(ratio("migrate svg components")).toBeCloseTo(1);
    expect(ratio("vue proxy", content("/guide/migration/vue-cli", null))).toBeCloseTo(0.6);
    expect(ratio("vue cli proxy", content("/guide/migration/vue-cli", null))).toBeCloseTo(1);
    expect(ratio("rsbuild 0.x plugin api", content("/guide/migration/rsbuild-0-x", null))).toBeCloseTo(1);
    expect(asksForGuide("svg as react component")(["cra"])).toBe(false);
    expect(asksForGuide("从 cra 迁移")(["webpack"])).toBe(true);
  });
});

describe("scopeOnly", () => {
  const target = record("lvl1", "output.target", "/config/output/target");
  it("halves an option page's own record whose title matched only by the option's scope", () => {
    expect(scopeOnly(target, { output: ["title", "content"], arrow: ["content"] })).toBe(0.5);
    expect(scopeOnly(record("lvl1", "moduleFederation.options", "/x"), { modul: ["title"] })).toBe(0.5);
  });
  it("keeps it whole when the title matched by the option's name, or not at all, and for other titles and records", () => {
    expect(scopeOnly(target, { output: ["title"], target: ["title"] })).toBe(1);
    expect(scopeOnly(target, { output: ["content"] })).toBe(1);
    expect(scopeOnly(record("lvl1", "Node.js", "/guide/node"), { node: ["title"] })).toBe(1);
    expect(scopeOnly(record("content", "output.target", "/config/output/target"), { output: ["headings"] })).toBe(1);
  });
});
