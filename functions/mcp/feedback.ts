import type { FeedbackReason } from "~/shared/insights/fields";
import { cleanComment, normalizeQuery } from "../insights/privacy";
import type { FeedbackRecord, InsightsSink, Lang } from "../insights/records";
import { findPage } from "./pages";

interface AgentFeedback {
  path: string;
  helpful: boolean;
  reason?: FeedbackReason;
  comment?: string;
}

/** submit_feedback's arguments as a record of the page they name, or why they cannot be one. */
export function feedbackFromAgent(input: AgentFeedback): { record: FeedbackRecord } | { error: string; suggestions: string[] } {
  const found = findPage(input.path);
  if (!("page" in found)) return found;
  const { page } = found;
  if (input.helpful && input.reason) return { error: "A reason goes with helpful: false only.", suggestions: [] };
  const record: FeedbackRecord = {
    path: page.routePath,
    lang: page.lang,
    helpful: input.helpful,
    reason: input.reason ?? null,
    comment: cleanComment(input.comment ?? ""),
    source: "agent",
  };
  return { record };
}

/** A search_docs call, counted like a reader's search (normalized, dropped if it looks personal), as an agent's. */
export function countAgentSearch(sink: InsightsSink | undefined, raw: string, lang: Lang, hits: number): void {
  const query = normalizeQuery(raw);
  if (sink && query) sink.search({ query, lang, hits, position: null, source: "agent" });
}
