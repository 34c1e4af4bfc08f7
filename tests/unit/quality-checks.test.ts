import { describe, expect, it } from "vitest";
import { BUDGETS, checkPage } from "../../scripts/quality/budgets.ts";
import { checkScores, failingAudits, pageFigures } from "../../scripts/quality/lighthouse.ts";
import { QUALITY_PAGES } from "../../scripts/quality/pages.ts";
import SWEEP from "../../scripts/quality/sweep-pages.json" with { type: "json" };
import { checkSweep, type PageWeight, selectSweep, summarize, weighHtml } from "../../scripts/quality/sweep.ts";

/** A measurement in the shape `measurePage` returns: `first` of the JavaScript comes before the load event. */
const metrics = ({ js = 50_000, first = 0, css = 5_000, cls = 0, shifts = [] as string[], foreign = [] as string[] } = {}) => ({
  firstLoad: { js: { raw: first * 3, gzip: first, count: 1 }, css: { raw: css * 4, gzip: css, count: 2 } },
  beforeIntent: { js: { raw: js * 3, gzip: js, count: 3 }, css: { raw: css * 4, gzip: css, count: 2 } },
  bytes: { js: { raw: js * 3, gzip: js, count: 3 }, css: { raw: css * 4, gzip: css, count: 2 } },
  foreign,
  vitals: { cls, shifts, lcp: 800, tbt: 0 },
});
const failing = (rows: { what: string; ok: boolean }[]) => rows.filter((r) => !r.ok).map((r) => r.what);

describe("first-visit budgets", () => {
  it("the budgets: 90 KB doc JS, 100 KB home JS before the load event; 122 and 128 KB once the app started; 20 KB CSS, CLS 0, no other hosts", () => {
    expect(BUDGETS).toEqual({
      firstLoadJs: { home: 100 * 1024, doc: 90 * 1024 },
      js: { home: 128 * 1024, doc: 122 * 1024 },
      css: 20 * 1024,
      cls: 0,
      foreign: 0,
    });
  });

  it("a page within every budget passes, on the limits included", () => {
    expect(failing(checkPage(metrics(), "doc"))).toEqual([]);
    expect(failing(checkPage(metrics({ js: 122 * 1024, first: 90 * 1024, css: 20 * 1024 }), "doc"))).toEqual([]);
    expect(failing(checkPage(metrics({ js: 128 * 1024, first: 100 * 1024 }), "home"))).toEqual([]);
  });

  it("each breach is reported on its own row", () => {
    expect(failing(checkPage(metrics({ js: 122 * 1024 + 1 }), "doc"))).toEqual(["JavaScript, all"]);
    expect(failing(checkPage(metrics({ js: 128 * 1024 + 1 }), "home"))).toEqual(["JavaScript, all"]);
    expect(failing(checkPage(metrics({ first: 90 * 1024 + 1 }), "doc"))).toEqual(["JavaScript, first load"]);
    expect(failing(checkPage(metrics({ first: 100 * 1024 + 1 }), "home"))).toEqual(["JavaScript, first load"]);
    expect(failing(checkPage(metrics({ css: 20 * 1024 + 1 }), "doc"))).toEqual(["CSS (gzip)"]);
    expect(failing(checkPage(metrics({ cls: 0.0001 }), "doc"))).toEqual(["CLS"]);
    expect(failing(checkPage(metrics({ foreign: ["https://fonts.example/a.woff2"] }), "doc"))).toEqual(["requests to other hosts"]);
  });

  it("a layout shift's row names what moved", () => {
    const shift = "0.0005 at 2100 ms, scrollY 1800: footer.doc-footer y 820 → 828, h 60 → 60";
    const row = checkPage(metrics({ cls: 0.0005, shifts: [shift] }), "doc").find((r) => r.what === "CLS");
    expect(row?.ok).toBe(false);
    expect(row?.detail).toEqual([shift]);
  });

  it("a page with no CSS or JavaScript at all counts as 0 bytes", () => {
    const none = { firstLoad: {}, beforeIntent: {}, bytes: {}, foreign: [], vitals: { cls: 0, shifts: [], lcp: 0, tbt: 0 } };
    expect(failing(checkPage(none, "doc"))).toEqual([]);
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

  it("performance 98 and 100 elsewhere pass; 97 or a 99 elsewhere fail", () => {
    expect(failed(checkScores(categories(0.98)))).toEqual([]);
    expect(failed(checkScores(categories(0.97)))).toEqual(["performance"]);
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

describe("Lighthouse sweep", () => {
  const page = (path: string, over: Partial<PageWeight> = {}): PageWeight => ({
    path,
    lang: path.startsWith("/zh/") ? "zh" : "en",
    layout: "doc",
    html: 1000,
    nodes: 100,
    codeBlocks: 1,
    ...over,
  });

  it("weighs server HTML by bytes, elements and code blocks", () => {
    expect(weighHtml("<main><p>é</p><pre><code>x</code></pre><pre class=a>y</pre><prefix></main>")).toEqual({
      html: 75,
      nodes: 6,
      codeBlocks: 2,
    });
  });

  it("picks every other layout, the fixed pages, then the heaviest per language and figure", () => {
    const weights = [
      page("/", { layout: "home" }),
      page("/zh/", { layout: "home" }),
      page("/a", { html: 9000 }),
      page("/b", { html: 8000, nodes: 900 }),
      page("/c", { nodes: 800 }),
      page("/d", { codeBlocks: 50 }),
      page("/e"),
      page("/zh/a", { html: 9000 }),
      page("/zh/e"),
    ];
    const picked = selectSweep(weights, ["/e"], 1);
    expect(picked.map((p) => [p.path, p.why, p.ci])).toEqual([
      ["/", "layout home", true],
      ["/zh/", "layout home", true],
      ["/e", "fixed", true],
      // CI audits each language's first heavy page only.
      ["/a", "heaviest en by html (9000)", true],
      // /b is the heaviest by elements; by code blocks /d, then nothing new is left for zh after /zh/a.
      ["/b", "heaviest en by nodes (900)", false],
      ["/d", "heaviest en by codeBlocks (50)", false],
      ["/zh/a", "heaviest zh by html (9000)", true],
      ["/zh/e", "heaviest zh by nodes (100)", false],
    ]);
  });

  it("a fixed page missing from the sitemap is an error", () => {
    expect(() => selectSweep([page("/a")], ["/gone"])).toThrow(/not in the sitemap/);
  });

  it("the kept sweep has at least 20 pages: both home pages, both overview pages, heavy pages of both languages", () => {
    expect(SWEEP.length).toBeGreaterThanOrEqual(20);
    const paths = SWEEP.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(["/", "/zh/", "/config/", "/zh/config/", ...QUALITY_PAGES.map((p) => p.path)]));
    for (const lang of ["en", "zh"]) {
      expect(SWEEP.filter((p) => p.why.startsWith(`heaviest ${lang}`)).length).toBeGreaterThanOrEqual(6);
    }
  });

  it("median of odd and even counts, and the worst by direction", () => {
    expect(summarize([3, 1, 2], "high")).toEqual({ median: 2, worst: 3 });
    expect(summarize([4, 1, 2, 3], "low")).toEqual({ median: 2.5, worst: 1 });
  });

  it("reads a run's figures from the audits' numeric values", () => {
    const audit = (id: string, numericValue: number) => ({ id, score: 1, numericValue });
    const lhr = {
      categories: { performance: { score: 0.987 } },
      audits: Object.fromEntries(
        [
          audit("first-contentful-paint", 900),
          audit("largest-contentful-paint", 1100),
          audit("total-blocking-time", 20),
          audit("cumulative-layout-shift", 0),
          audit("total-byte-weight", 130_000),
        ].map((a) => [a.id, a]),
      ),
    };
    expect(pageFigures(lhr)).toEqual({ score: 99, fcp: 900, lcp: 1100, tbt: 20, cls: 0, bytes: 130_000 });
  });

  it("checks the issue's goals: medians and worst values", () => {
    const good = { score: 100, fcp: 800, lcp: 1000, tbt: 30, cls: 0, bytes: 1 };
    const missed = (pages: (typeof good)[]) =>
      checkSweep(pages)
        .filter((g) => !g.ok)
        .map((g) => g.what);
    expect(missed([good, good, good])).toEqual([]);
    expect(missed([good, good, { ...good, score: 97, lcp: 1601, cls: 0.01 }])).toEqual(["worst performance", "worst LCP", "worst CLS"]);
    expect(missed([good, { ...good, score: 99, lcp: 1300, tbt: 60 }, { ...good, score: 99, lcp: 1300, tbt: 60 }])).toEqual([
      "median performance",
      "median LCP",
      "median TBT",
    ]);
  });
});
