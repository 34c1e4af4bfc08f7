// The insights report's figures from the rows of a period: pure, so the unit tests feed it rows.
import type { Need, Needs } from "../bench/needs.ts";

export interface SearchRow {
  lang: "en" | "zh";
  query: string;
  source: "reader" | "agent";
  searches: number;
  no_result: number;
  opened_none: number;
}
export interface ClickRow {
  lang: "en" | "zh";
  query: string;
  position: number;
  clicks: number;
}
export interface FeedbackRow {
  path: string;
  lang: "en" | "zh";
  helpful: number;
  reason: string | null;
  comment: string | null;
  source: "reader" | "agent";
  day: string;
}
export interface Rows {
  searches: SearchRow[];
  clicks: ClickRow[];
  feedback: FeedbackRow[];
}

export interface QueryFigures {
  lang: "en" | "zh";
  query: string;
  searches: number;
  noResult: number;
  openedNone: number;
  agent: number;
  /** Positions opened, most opened first: `[position, clicks]`. */
  clicks: [number, number][];
}
export interface PageFigures {
  path: string;
  no: number;
  yes: number;
  reasons: Record<string, number>;
  comments: string[];
}
export interface Summary {
  since: string;
  until: string;
  totals: { reader: { searches: number; feedback: number }; agent: { searches: number; feedback: number } };
  topQueries: Record<"en" | "zh", QueryFigures[]>;
  noResult: QueryFigures[];
  openedNothing: QueryFigures[];
  pagesWithNo: PageFigures[];
}

const byCount =
  <T>(count: (t: T) => number) =>
  (a: T, b: T) =>
    count(b) - count(a);

/** Queries, the most searched first, the top `limit` of each list. */
export function summarize(rows: Rows, since: string, until: string, limit = 20): Summary {
  const queries = new Map<string, QueryFigures>();
  const totals = { reader: { searches: 0, feedback: 0 }, agent: { searches: 0, feedback: 0 } };
  for (const r of rows.searches) {
    totals[r.source].searches += r.searches;
    const key = `${r.lang}\u0000${r.query}`;
    const q = queries.get(key) ?? { lang: r.lang, query: r.query, searches: 0, noResult: 0, openedNone: 0, agent: 0, clicks: [] };
    q.searches += r.searches;
    q.noResult += r.no_result;
    q.openedNone += r.opened_none;
    if (r.source === "agent") q.agent += r.searches;
    queries.set(key, q);
  }
  for (const c of rows.clicks) queries.get(`${c.lang}\u0000${c.query}`)?.clicks.push([c.position, c.clicks]);
  for (const q of queries.values()) q.clicks.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const all = [...queries.values()].sort(byCount((q) => q.searches));
  const pages = new Map<string, PageFigures>();
  for (const f of rows.feedback) {
    totals[f.source].feedback++;
    const p = pages.get(f.path) ?? { path: f.path, no: 0, yes: 0, reasons: {}, comments: [] };
    if (f.helpful) p.yes++;
    else {
      p.no++;
      if (f.reason) p.reasons[f.reason] = (p.reasons[f.reason] ?? 0) + 1;
      if (f.comment) p.comments.push(`${f.day} (${f.source}): ${f.comment}`);
    }
    pages.set(f.path, p);
  }
  return {
    since,
    until,
    totals,
    topQueries: { en: all.filter((q) => q.lang === "en").slice(0, limit), zh: all.filter((q) => q.lang === "zh").slice(0, limit) },
    noResult: all
      .filter((q) => q.noResult > 0)
      .sort(byCount((q) => q.noResult))
      .slice(0, limit),
    // Found something, yet readers opened none of it: the results did not look like the answer.
    openedNothing: all
      .filter((q) => q.openedNone > 0 && q.noResult < q.searches)
      .sort(byCount((q) => q.openedNone))
      .slice(0, limit),
    pagesWithNo: [...pages.values()]
      .filter((p) => p.no > 0)
      .sort(byCount((p) => p.no))
      .slice(0, limit),
  };
}

/** The no-result queries as needs to label (pages to be filled in by a maintainer). */
export function needsOf(summary: Summary): Needs {
  const out: Needs = { en: [], zh: [] };
  for (const q of summary.noResult) {
    const need: Need = {
      q: q.query,
      pages: [],
      kind: "problem",
      from: `no result ${q.noResult}× between ${summary.since} and ${summary.until}`,
    };
    out[q.lang].push(need);
  }
  return out;
}
