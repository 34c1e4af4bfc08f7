import { SEARCH_INSIGHT_PATH } from "~/shared/insights/fields";

/**
 * Counts one finished search (issue 38): its query, language, hit count and the position of the
 * result opened (1-based), or null when none was. A beacon, so closing the tab or following the
 * result never waits for it, and a failure is nobody's concern.
 */
export function sendSearchInsight(q: string, lang: string, hits: number, pos: number | null): void {
  if (!q.trim() || typeof navigator.sendBeacon !== "function") return;
  try {
    navigator.sendBeacon(SEARCH_INSIGHT_PATH, JSON.stringify({ q, lang, hits, pos }));
  } catch {}
}
