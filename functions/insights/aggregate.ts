import type { FeedbackRecord, Lang, SearchRecord, Source } from "./records";

/** A record accepted and waiting for its window's write, with the day it was accepted on. */
export type Pending = { day: string } & ({ kind: "feedback"; record: FeedbackRecord } | { kind: "search"; record: SearchRecord });

/** The searches of one row of `search_daily` within a window, added up. */
interface SearchCount {
  day: string;
  lang: Lang;
  query: string;
  source: Source;
  searches: number;
  noResult: number;
  openedNone: number;
}

/** The opens of one row of `search_clicks` within a window, added up. */
interface ClickCount {
  day: string;
  lang: Lang;
  query: string;
  position: number;
  clicks: number;
}

/**
 * A window's records as the rows they add to: one per feedback answer, one count per search row
 * key and one per click key, so twenty identical searches are one upsert of +20, not twenty.
 */
export function aggregate(pending: readonly Pending[]) {
  const feedback: { day: string; record: FeedbackRecord }[] = [];
  const searches = new Map<string, SearchCount>();
  const clicks = new Map<string, ClickCount>();
  for (const item of pending) {
    if (item.kind === "feedback") {
      feedback.push(item);
      continue;
    }
    const { day, record: r } = item;
    const key = JSON.stringify([day, r.lang, r.query, r.source]);
    const row = searches.get(key) ?? { day, lang: r.lang, query: r.query, source: r.source, searches: 0, noResult: 0, openedNone: 0 };
    row.searches += 1;
    if (r.hits === 0) row.noResult += 1;
    // An agent opens nothing the server sees, so only readers count as having opened nothing.
    if (r.source === "reader" && r.position === null) row.openedNone += 1;
    searches.set(key, row);
    if (r.position === null) continue;
    const clickKey = JSON.stringify([day, r.lang, r.query, r.position]);
    const click = clicks.get(clickKey) ?? { day, lang: r.lang, query: r.query, position: r.position, clicks: 0 };
    click.clicks += 1;
    clicks.set(clickKey, click);
  }
  return { feedback, searches: [...searches.values()], clicks: [...clicks.values()] };
}
