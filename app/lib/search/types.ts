/** A search record in the DocSearch shape (spec 3, search hit). */
export interface SearchRecord {
  objectID: string;
  type: "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6" | "content";
  hierarchy: Record<"lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6", string | null>;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  lang: "en" | "zh";
}

/** The compact file written by scripts/content/search-index.mjs. */
export interface IndexFile {
  pages: [lvl0: string, lvl1: string, url: string][];
  rows: [page: number, level: number, headings: (string | null)[], content: string, anchor: string][];
  index: unknown;
}

export interface HighlightResult {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
