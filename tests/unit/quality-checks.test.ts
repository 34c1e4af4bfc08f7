import { describe, expect, it } from "vitest";
import { BUDGETS, checkPage } from "../../scripts/quality/budgets.ts";
import { checkScores, failingAudits } from "../../scripts/quality/lighthouse.ts";
import { QUALITY_PAGES } from "../../scripts/quality/pages.ts";

/** A measurement in the shape `measurePage` returns. */
const metrics = ({ js = 50_000, css = 5_000, cls = 0, foreign = [] as string[] } = {}) => ({
  bytes: { js: { raw: js * 3, gzip: js, count: 3 }, css: { raw: css * 4, gzip: css, count: 2 } },
  foreign,
  vitals: { cls, lcp: 800, tbt: 0 },
});
const failing = (rows: { what: string; ok: boolean }[]) => rows.filter((r) => !r.ok).map((r) => r.what);

describe("first-visit budgets", () => {
  it("the budgets are the issue's: 100 KB doc JS, 110 KB home JS, 20 KB CSS, CLS 0, no other hosts", () => {
    expect(BUDGETS).toEqual({ js: { home: 110 * 1024, doc: 100 * 1024 }, css: 20 * 1024, cls: 0, foreign: 0 });
  });

  it("a page within every budget passes, on the limits included", () => {
    expect(failing(checkPage(metrics(), "doc"))).toEqual([]);
    expect(failing(checkPage(metrics({ js: 100 * 1024, css: 20 * 1024 }), "doc"))).toEqual([]);
    expect(failing(checkPage(metrics({ js: 110 * 1024 }), "home"))).toEqual([]);
  });

  it("each breach is reported on its own row", () => {
    expect(failing(checkPage(metrics({ js: 100 * 1024 + 1 }), "doc"))).toEqual(["JavaScript (gzip)"]);
    expect(failing(checkPage(metrics({ js: 110 * 1024 + 1 }), "home"))).toEqual(["JavaScript (gzip)"]);
    expect(failing(checkPage(metrics({ css: 20 * 1024 + 1 }), "doc"))).toEqual(["CSS (gzip)"]);
    expect(failing(checkPage(metrics({ cls: 0.0001 }), "doc"))).toEqual(["CLS"]);
    expect(failing(checkPage(metrics({ foreign: ["https://fonts.example/a.woff2"] }), "doc"))).toEqual(["requests to other hosts"]);
  });

  it("a page with no CSS or JavaScript at all counts as 0 bytes", () => {
    expect(failing(checkPage({ bytes: {}, foreign: [], vitals: { cls: 0, lcp: 0, tbt: 0 } }, "doc"))).toEqual([]);
  });

  it("an unknown layout is an error, not a pass", () => {
    expect(() => checkPage(metrics(), "blog")).toThrow(/no JavaScript budget/);
  });

  it("the measured pages are the home page, a guide page, a config page and a Chinese page", () => {
    expect(QUALITY_PAGES.map((p) => [p.path, p.layout])).toEqual([
      ["/", "home"],
      ["/guide/start/quick-start", "doc"],
      ["/config/server/port", "doc"],
      ["/zh/guide/start/", "doc"],
    ]);
  });
});

describe("Lighthouse minimums", () => {
  const categories = (performance: number | null, others = 1) => ({
    performance: { score: performance },
    accessibility: { score: others },
    "best-practices": { score: others },
    seo: { score: others },
  });
  const failed = (rows: { id: string; ok: boolean }[]) => rows.filter((r) => !r.ok).map((r) => r.id);

  it("performance 95 and 100 elsewhere pass; 94 or a 99 elsewhere fail", () => {
    expect(failed(checkScores(categories(0.95)))).toEqual([]);
    expect(failed(checkScores(categories(0.94)))).toEqual(["performance"]);
    expect(failed(checkScores(categories(1, 0.99)))).toEqual(["accessibility", "best-practices", "seo"]);
  });

  it("a category that could not be scored fails", () => {
    expect(failed(checkScores(categories(null)))).toEqual(["performance"]);
    expect(failed(checkScores({ accessibility: { score: 1 } }, ["accessibility", "seo"]))).toEqual(["seo"]);
  });

  it("only the requested categories are checked", () => {
    expect(checkScores(categories(0.5), ["accessibility", "best-practices", "seo"]).map((r) => r.id)).toEqual([
      "accessibility",
      "best-practices",
      "seo",
    ]);
  });

  it("names the audits that lost points", () => {
    const lhr = {
      categories: {
        seo: {
          auditRefs: [
            { id: "link-text", weight: 1 },
            { id: "hreflang", weight: 1 },
            { id: "manual", weight: 0 },
          ],
        },
      },
      audits: {
        "link-text": { id: "link-text", score: 0, displayValue: "1 link found" },
        hreflang: { id: "hreflang", score: 1 },
        manual: { id: "manual", score: 0 },
      },
    };
    expect(failingAudits(lhr, ["seo"])).toEqual(["seo: link-text (0) 1 link found"]);
  });
});
