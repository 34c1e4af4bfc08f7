import type { HighlightResult } from "~/shared/search/types";

/** A hit as the provider's client returns it. */
export interface SearchHit {
  objectID: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  url: string;
  _highlightResult?: { hierarchy?: Record<string, HighlightResult>; content?: HighlightResult };
  _snippetResult?: { hierarchy?: Record<string, { value: string }>; content?: { value: string } };
}
