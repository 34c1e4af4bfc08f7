import type { FeedbackReason } from "~/shared/insights/fields";

export type Source = "reader" | "agent";
export type Lang = "en" | "zh";

/** One answer to "Was this page helpful?", as stored (a day, never a time or a client). */
export interface FeedbackRecord {
  path: string;
  lang: Lang;
  helpful: boolean;
  reason: FeedbackReason | null;
  comment: string | null;
  source: Source;
}

/** One finished search: its normalized query, hit count and the position opened (1-based), if any. */
export interface SearchRecord {
  query: string;
  lang: Lang;
  hits: number;
  position: number | null;
  source: Source;
}

/** Where records go; the worker's is D1 (store.ts), the tests' a list. */
export interface InsightsSink {
  feedback(record: FeedbackRecord): void;
  search(record: SearchRecord): void;
}

/** The UTC day of a moment, as the tables key it. */
export const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);
