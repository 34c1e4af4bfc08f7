import { pages } from "~/shared/content/manifest";
import { FEEDBACK_REASONS, type FeedbackReason, HONEYPOT_FIELD, MAX_COMMENT } from "~/shared/insights/fields";
import { cleanComment, normalizeQuery } from "./privacy";
import type { FeedbackRecord, Lang, SearchRecord } from "./records";

/** A request the endpoints refuse, with the status and the sentence the client gets. */
export class InsightError extends Error {
  constructor(
    readonly status: 400 | 403 | 405 | 413 | 415 | 429,
    message: string,
  ) {
    super(message);
  }
}

const bad = (message: string) => new InsightError(400, message);
const isLang = (value: unknown): value is Lang => value === "en" || value === "zh";

/** The page a feedback names, as the manifest has it: only real pages are counted. */
export function pageOf(path: string): { routePath: string; lang: Lang } | undefined {
  const page = pages.find((p) => p.routePath === path);
  return page && { routePath: page.routePath, lang: page.lang };
}

/**
 * The feedback form's fields (`path`, `yes` or `no`, `reason`, `comment`, and the honeypot).
 * The submit control's own name says the answer, so a label in either language works.
 */
export function parseFeedbackForm(form: URLSearchParams): FeedbackRecord {
  if (form.get(HONEYPOT_FIELD)) throw bad("This form was filled in by a program: the hidden field must stay empty.");
  const page = pageOf(form.get("path") ?? "");
  if (!page) throw bad("The feedback names no page of this site.");
  const yes = form.has("yes");
  if (yes === form.has("no")) throw bad("Say either yes or no.");
  const reason = form.get("reason") || null;
  if (reason !== null && (yes || !FEEDBACK_REASONS.includes(reason as FeedbackReason)))
    throw bad(`The reason must be one of ${FEEDBACK_REASONS.join(", ")}, and only with no.`);
  const comment = form.get("comment") ?? "";
  if (comment.length > MAX_COMMENT) throw bad(`The comment is longer than ${MAX_COMMENT} characters.`);
  if (yes && comment.trim()) throw bad("A comment goes with no.");
  return {
    path: page.routePath,
    lang: page.lang,
    helpful: yes,
    reason: reason as FeedbackReason | null,
    comment: cleanComment(comment),
    source: "reader",
  };
}

/**
 * The search beacon's JSON (`{ q, lang, hits, pos }`): null when the query is not to be kept
 * (empty, or looks like a secret or an address), which is not the client's error.
 */
export function parseSearchBeacon(text: string): SearchRecord | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw bad("The body is not JSON.");
  }
  if (typeof body !== "object" || body === null) throw bad("The body is not a JSON object.");
  const { q, lang, hits, pos } = body as Record<string, unknown>;
  if (typeof q !== "string" || q.length > 512) throw bad("q must be a string of at most 512 characters.");
  if (!isLang(lang)) throw bad("lang must be en or zh.");
  if (!Number.isInteger(hits) || (hits as number) < 0 || (hits as number) > 1000) throw bad("hits must be a whole number from 0 to 1000.");
  const opened = pos ?? null;
  if (opened !== null && (!Number.isInteger(opened) || (opened as number) < 1 || (opened as number) > 100))
    throw bad("pos must be null or the position (1 to 100) of the result opened.");
  const query = normalizeQuery(q);
  return query === null ? null : { query, lang, hits: hits as number, position: opened as number | null, source: "reader" };
}
