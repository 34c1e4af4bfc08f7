import MiniSearch from "minisearch";
import { miniSearchOptions } from "./minisearch-options.ts";
import { setFold } from "../../functions/search/core/fold.ts";
import type { IndexFile } from "../../app/shared/search/types.ts";
import type { IndexedRecord } from "./search-page-records.ts";
import { packIndex } from "./search-pack.ts";
import { compact } from "./search-records.ts";

/** What MiniSearch indexes of a record. */
interface IndexedDocument {
  id: number;
  title: string;
  headings: string | null;
  content: string;
  code: string;
  words: string;
}

/** The last segment of a page's path, in words: `/guide/advanced/env-vars` → "env vars". */
const slugWords = (url: string) =>
  (
    url
      .replace(/^[a-z]+:\/\/[^/]*/, "")
      .split("/")
      .filter(Boolean)
      .pop() ?? ""
  ).replace(/-/g, " ");

/** The text MiniSearch indexes for a record: the title (and the page's path name, `ssr`) only on the page's own record. */
export function document(record: IndexedRecord, id: number): IndexedDocument {
  const h = record.hierarchy;
  const headings = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean);
  return {
    id,
    title: record.type === "lvl1" ? `${h.lvl1} ${slugWords(record.url_without_anchor)}` : "",
    // The page's own record also carries its group, so "migrate webpack" finds Migration › webpack.
    headings: record.type === "lvl1" ? h.lvl0 : [h.lvl1, ...headings].join(" "),
    content: record.content ?? "",
    code: record.code ?? "",
    words: record.words ?? "",
  };
}

interface IndexExtras {
  /** Per page path, how many other pages link to it. */
  links?: ReadonlyMap<string, number>;
  fold?: string;
  synonyms?: string[][];
  site?: string;
}

/**
 * One language's index file: the compact records, the packed MiniSearch index over them, and
 * what queries need besides: how many pages link to each page, the traditional → simplified table (texts are folded with it as
 * they are indexed), the synonym sets and the site's origin for absolute record URLs.
 */
export function indexFile(records: readonly IndexedRecord[], { links, fold = "", synonyms = [], site = "" }: IndexExtras = {}): IndexFile {
  setFold(fold);
  const mini = new MiniSearch<IndexedDocument>(miniSearchOptions);
  mini.addAll(records.map((r, i) => document(r, i)));
  return { ...compact(records, links), search: packIndex(mini), fold, synonyms, site };
}
