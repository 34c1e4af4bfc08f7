/** Minimum Lighthouse scores (0–100) per category. */
export const MIN_SCORES = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/**
 * Compares a Lighthouse result's categories (those named in `ids`) with the minimums. A category
 * missing from the result, or with a null score (the audit could not run), fails.
 */
export function checkScores(categories, ids = Object.keys(MIN_SCORES)) {
  return ids.map((id) => {
    const min = MIN_SCORES[id];
    if (min === undefined) throw new Error(`no minimum for Lighthouse category "${id}"`);
    const raw = categories[id]?.score;
    const score = typeof raw === "number" ? Math.round(raw * 100) : null;
    return { id, score, min, ok: score !== null && score >= min };
  });
}

/** Audits that lost points in the categories that failed, to say what to fix. */
export function failingAudits(lhr, ids) {
  const out = [];
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
