/**
 * The Lighthouse sweep: which pages it audits, and its summary figures. The pages are chosen by
 * measuring every sitemap page (`npm run sweep:pages`, scripts/sweep-pages.ts) and kept as data
 * in sweep-pages.json, so a run audits the same pages until someone measures again.
 */

/** One sitemap page as served: its layout and the figures that make a page heavy. */
export interface PageWeight {
  path: string;
  lang: "en" | "zh";
  /** Layout kind: "home", "overview" or "doc". */
  layout: string;
  html: number;
  nodes: number;
  codeBlocks: number;
}

/** A page of the sweep, why it was picked, and whether CI audits it (`npm run test:lighthouse`). */
export interface SweepPage {
  path: string;
  layout: string;
  why: string;
  ci: boolean;
}

const HEAVY: (keyof Pick<PageWeight, "html" | "nodes" | "codeBlocks">)[] = ["html", "nodes", "codeBlocks"];

/**
 * Every layout other than doc once per language, the `fixed` pages (the budget pages, a
 * release note), then per language and per weight figure the `perFigure` heaviest pages not
 * yet chosen. Deterministic for the same measurements (ties by path). CI audits all but the
 * heavy pages after each language's first (each page costs CI a Lighthouse run; the axe
 * sweep of every page in tests/e2e covers the rest's accessibility).
 */
export function selectSweep(weights: PageWeight[], fixed: string[], perFigure = 2): SweepPage[] {
  const chosen = new Map<string, SweepPage>();
  const add = (w: PageWeight, why: string, ci = true) => {
    if (!chosen.has(w.path)) chosen.set(w.path, { path: w.path, layout: w.layout, why, ci });
  };
  const byPath = [...weights].sort((a, b) => a.path.localeCompare(b.path));
  for (const w of byPath) if (w.layout !== "doc") add(w, `layout ${w.layout}`);
  for (const path of fixed) {
    const w = weights.find((x) => x.path === path);
    if (!w) throw new Error(`sweep page ${path} is not in the sitemap`);
    add(w, "fixed");
  }
  for (const lang of ["en", "zh"] as const) {
    let heavy = 0;
    for (const figure of HEAVY) {
      const ranked = byPath.filter((w) => w.lang === lang).sort((a, b) => b[figure] - a[figure]);
      let added = 0;
      for (const w of ranked) {
        if (added === perFigure) break;
        if (chosen.has(w.path)) continue;
        add(w, `heaviest ${lang} by ${figure} (${w[figure]})`, heavy++ === 0);
        added++;
      }
    }
  }
  return [...chosen.values()];
}

/** Median (the mean of the two middle values of an even count) and the worst of a figure, worst by `worse`. */
export function summarize(values: number[], worse: "high" | "low") {
  if (values.length === 0) return { median: Number.NaN, worst: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, worst: worse === "high" ? sorted[sorted.length - 1] : sorted[0] };
}

/** Rough counts from server HTML: elements (opening tags) and fenced code blocks (`<pre`). */
export function weighHtml(html: string) {
  return { html: Buffer.byteLength(html), nodes: html.match(/<[a-zA-Z]/g)?.length ?? 0, codeBlocks: html.match(/<pre[\s>]/g)?.length ?? 0 };
}

/** One page's figures from its Lighthouse run: score 0–100, times in ms, bytes transferred. */
export interface PageFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** The goals for the sweep (mobile, simulated throttling). */
export const SWEEP_GOALS = { medianScore: 100, worstScore: 98, medianLcp: 1200, worstLcp: 1600, medianTbt: 50, worstCls: 0 };

/** Each goal against the sweep's figures: what, the value as text, the goal, and whether it is met. */
export function checkSweep(pages: PageFigures[]) {
  const g = SWEEP_GOALS;
  const of = (key: keyof PageFigures, worse: "high" | "low") =>
    summarize(
      pages.map((p) => p[key]),
      worse,
    );
  const [score, lcp, tbt, cls] = [of("score", "low"), of("lcp", "high"), of("tbt", "high"), of("cls", "high")];
  return [
    { what: "median performance", value: `${score.median}`, goal: `≥ ${g.medianScore}`, ok: score.median >= g.medianScore },
    { what: "worst performance", value: `${score.worst}`, goal: `≥ ${g.worstScore}`, ok: score.worst >= g.worstScore },
    { what: "median LCP", value: `${Math.round(lcp.median)} ms`, goal: `≤ ${g.medianLcp} ms`, ok: lcp.median <= g.medianLcp },
    { what: "worst LCP", value: `${Math.round(lcp.worst)} ms`, goal: `≤ ${g.worstLcp} ms`, ok: lcp.worst <= g.worstLcp },
    { what: "median TBT", value: `${Math.round(tbt.median)} ms`, goal: `≤ ${g.medianTbt} ms`, ok: tbt.median <= g.medianTbt },
    { what: "worst CLS", value: cls.worst.toFixed(3), goal: `= ${g.worstCls}`, ok: cls.worst <= g.worstCls },
  ];
}
