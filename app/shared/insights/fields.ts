/**
 * What the page feedback form, the search beacon and the worker that stores them agree on
 * (issue 38). Shared so the browser's form and the edge's parser cannot drift apart.
 */
export const FEEDBACK_PATH = "/__insights/feedback";
export const SEARCH_INSIGHT_PATH = "/__insights/search";

/** Why a page did not help; any other value is refused. */
export const FEEDBACK_REASONS = ["wrong", "outdated", "unclear", "example", "other"] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export const MAX_COMMENT = 500;
/** Queries are cut to this many characters before they are stored. */
export const MAX_STORED_QUERY = 100;

/** A field people never see: a form that fills it was filled in by a robot. */
export const HONEYPOT_FIELD = "website";
/** The element a form POST returns to (`#feedback-thanks`): CSS shows the thank-you when it is the target. */
export const THANKS_ID = "feedback-thanks";
