/**
 * The parts of a Lighthouse result (lhr) these checks read. A subset written here rather than
 * Lighthouse's own `Result` type, so a check can be given just the fields it reads.
 */
export interface LighthouseResult {
  categories: Record<string, { score?: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { id: string; score: number | null; displayValue?: string; numericValue?: number } | undefined>;
}

export interface ScoreRow {
  id: string;
  score: number | null;
  min: number;
  ok: boolean;
}

/** Minimum Lighthouse scores (0–100) per category. */
export const MIN_SCORES: Record<string, number> = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/**
 * Compares a Lighthouse result's categories (those named in `ids`) with the minimums. A category
 * missing from the result, or with a null score (the audit could not run), fails.
 */
export function checkScores(categories: LighthouseResult["categories"], ids = Object.keys(MIN_SCORES)): ScoreRow[] {
  return ids.map((id) => {
    const min: number | undefined = MIN_SCORES[id];
    if (min === undefined) throw new Error(`no minimum for Lighthouse category "${id}"`);
    const raw = categories[id]?.score;
    const score = typeof raw === "number" ? Math.round(raw * 100) : null;
    return { id, score, min, ok: score !== null && score >= min };
  });
}

/** Audits that lost points in the categories that failed, to say what to fix. */
export function failingAudits(lhr: LighthouseResult, ids: string[]) {
  const out: string[] = [];
  for (const id of ids) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        out.push(`${id}: ${audit.id} (${Math.round(audit.score * 100)})${audit.displayValue ? ` ${audit.displayValue}` : ""}`);
      }
    }
  }
  return out;
}

/** The sweep's figures of one run: performance score, FCP, LCP, TBT (ms), CLS and bytes transferred. */
export function pageFigures(lhr: LighthouseResult) {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
  };
}
