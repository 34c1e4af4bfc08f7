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

/** The compact file written by scripts/content/search-index.ts. */
export interface IndexFile {
  /** Per page: its sidebar group, title, path, and how many other pages link to it. */
  pages: [lvl0: string, lvl1: string, url: string, links?: number][];
  /** Headed parts of pages, each once: the page, the anchor ("" for none), then lvl2… headings. */
  sections: [page: number, anchor: string, ...headings: (string | null)[]][];
  /** Per record, in fixed-width columns (functions/search/core/numbers.ts): its section, level (0 = content), and where its text starts. */
  records: { section: string; level: string; start: string };
  /** Every record's text, one after the other. */
  text: string;
  /** Sections that only point to another page ("use @rsbuild/plugin-svgr"): the section, and the record of the page it points to. */
  pointers?: [section: number, record: number][];
  search: PackedIndex;
  /** Traditional → simplified pairs of characters (functions/search/core/fold.ts `setFold`). */
  fold?: string;
  /** Sets of terms a query may use for one another, lowercased (from content/GLOSSARY.md). */
  synonyms?: string[][];
  /** The site's origin: record URLs are absolute, as a crawler's are. */
  site?: string;
}

/** The MiniSearch index in the packed form of scripts/content/search-pack.ts. */
export interface PackedIndex {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per document, the length of each field, in fixed width (functions/search/core/numbers.ts). */
  lengths: string;
  terms: string[];
  /** Per term, its packed postings. */
  postings: string[];
  /** The radix tree of the Latin terms in preorder. */
  tree: (string | number)[];
}

export interface HighlightResult {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
