import { describe, expect, it } from "vitest";
import { formatReport } from "../../scripts/insights/format";
import { needsOf, type Rows, summarize } from "../../scripts/insights/summary";

const rows: Rows = {
  searches: [
    { lang: "en", query: "dev server", source: "reader", searches: 9, no_result: 0, opened_none: 2 },
    { lang: "en", query: "dev server", source: "agent", searches: 3, no_result: 0, opened_none: 0 },
    { lang: "en", query: "vite to rsbuild", source: "reader", searches: 4, no_result: 4, opened_none: 4 },
    { lang: "en", query: "proxy", source: "reader", searches: 5, no_result: 0, opened_none: 5 },
    { lang: "zh", query: "代理", source: "reader", searches: 2, no_result: 1, opened_none: 1 },
  ],
  clicks: [
    { lang: "en", query: "dev server", position: 2, clicks: 3 },
    { lang: "en", query: "dev server", position: 1, clicks: 4 },
  ],
  feedback: [
    {
      path: "/config/server/proxy",
      lang: "en",
      helpful: 0,
      reason: "outdated",
      comment: "old option name",
      source: "reader",
      day: "2026-11-01",
    },
    { path: "/config/server/proxy", lang: "en", helpful: 0, reason: "outdated", comment: null, source: "agent", day: "2026-11-02" },
    { path: "/config/server/proxy", lang: "en", helpful: 1, reason: null, comment: null, source: "reader", day: "2026-11-02" },
    { path: "/guide/start/", lang: "en", helpful: 1, reason: null, comment: null, source: "reader", day: "2026-11-03" },
  ],
};

describe("the insights summary", () => {
  const s = summarize(rows, "2026-11-01", "2026-11-07");

  it("ranks queries per language, readers and agents together, with the positions opened", () => {
    expect(s.topQueries.en.map((q) => [q.query, q.searches, q.agent])).toEqual([
      ["dev server", 12, 3],
      ["proxy", 5, 0],
      ["vite to rsbuild", 4, 0],
    ]);
    expect(s.topQueries.en[0].clicks).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(s.topQueries.zh.map((q) => q.query)).toEqual(["代理"]);
  });

  it("lists the queries with no result, and those that found something nobody opened", () => {
    expect(s.noResult.map((q) => [q.query, q.noResult])).toEqual([
      ["vite to rsbuild", 4],
      ["代理", 1],
    ]);
    expect(s.openedNothing.map((q) => q.query)).toEqual(["proxy", "dev server", "代理"]);
  });

  it("counts readers and agents apart, and the pages with the most No with their reasons and comments", () => {
    expect(s.totals).toEqual({ reader: { searches: 20, feedback: 3 }, agent: { searches: 3, feedback: 1 } });
    expect(s.pagesWithNo).toEqual([
      { path: "/config/server/proxy", no: 2, yes: 1, reasons: { outdated: 2 }, comments: ["2026-11-01 (reader): old option name"] },
    ]);
    expect(formatReport(s)).toContain('/config/server/proxy: 2 no, 1 yes; reasons: outdated 2\n    "2026-11-01 (reader): old option name"');
  });

  it("writes the no-result queries as needs to label", () => {
    expect(needsOf(s)).toEqual({
      en: [{ q: "vite to rsbuild", pages: [], kind: "problem", from: "no result 4× between 2026-11-01 and 2026-11-07" }],
      zh: [{ q: "代理", pages: [], kind: "problem", from: "no result 1× between 2026-11-01 and 2026-11-07" }],
    });
  });
});
