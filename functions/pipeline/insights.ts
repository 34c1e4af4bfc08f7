import { FEEDBACK_PATH, SEARCH_INSIGHT_PATH, THANKS_ID } from "~/shared/insights/fields";
import { encodePath } from "~/shared/routing/path";
import type { Env } from "../env";
import { admit } from "../insights/admission";
import { InsightError, parseFeedbackForm, parseSearchBeacon } from "../insights/parse";
import { optedOut } from "../insights/privacy";
import { d1Sink } from "../insights/store";
import { errorPage } from "./respond";

export const isInsights = (url: URL) => url.pathname === FEEDBACK_PATH || url.pathname === SEARCH_INSIGHT_PATH;

const FORM = "application/x-www-form-urlencoded";
const noStore = { "cache-control": "no-store" };

/**
 * The feedback form's POST (a native form, so it works with or without the app) and the search
 * beacon. The answer never waits for the write, and a reader sending Sec-GPC or DNT is not recorded.
 */
export async function handleInsights(request: Request, url: URL, env: Env, ctx: Pick<ExecutionContext, "waitUntil">): Promise<Response> {
  const feedback = url.pathname === FEEDBACK_PATH;
  try {
    const text = await admit(request, url, feedback ? [FORM] : ["text/plain", "application/json"]);
    const sink = d1Sink(env.INSIGHTS, (p) => ctx.waitUntil(p));
    const record = optedOut(request.headers);
    if (feedback) {
      const answer = parseFeedbackForm(new URLSearchParams(text));
      if (!record) sink.feedback(answer);
      // Back to the page, where CSS shows the thank-you for this fragment.
      return new Response(null, { status: 303, headers: { location: `${encodePath(answer.path)}#${THANKS_ID}`, ...noStore } });
    }
    const search = parseSearchBeacon(text);
    if (search && !record) sink.search(search);
    return new Response(null, { status: 204, headers: noStore });
  } catch (error) {
    if (!(error instanceof InsightError)) throw error;
    const allow: Record<string, string> = error.status === 405 ? { allow: "POST" } : {};
    if (feedback) return errorPage(error.status, "Feedback not sent", error.message, { ...noStore, ...allow });
    return Response.json({ message: error.message, status: error.status }, { status: error.status, headers: { ...noStore, ...allow } });
  }
}
