import MiniSearch from "minisearch";
import { readFixed, WIDTH } from "../../functions/search/core/numbers.ts";
import type { IndexFile } from "../../app/shared/search/types.ts";

/** One headed part of a page as VitePress's local search indexes it. */
interface PeerSection {
  id: string;
  page: string;
  title: string;
  titles: string[];
  text: string;
}

/**
 * The site's pages cut as VitePress cuts a page: one document per heading, titled by it, with
 * the headings above it (the page's title first) and the text under it up to the next heading.
 */
export function peerSections(data: Pick<IndexFile, "pages" | "sections" | "records" | "text">): PeerSection[] {
  const count = Math.floor(data.records.level.length / WIDTH.level);
  const texts = new Map<number, string[]>();
  for (let id = 0; id < count; id++) {
    if (readFixed(data.records.level, id, WIDTH.level) !== 0) continue;
    const section = readFixed(data.records.section, id, WIDTH.section);
    const end = id + 1 < count ? readFixed(data.records.start, id + 1, WIDTH.start) : data.text.length;
    const list = texts.get(section) ?? [];
    list.push(data.text.slice(readFixed(data.records.start, id, WIDTH.start), end));
    texts.set(section, list);
  }
  return data.sections.map(([page, anchor, ...headings], i) => {
    const [, pageTitle, path] = data.pages[page];
    const heads = [pageTitle, ...headings.filter((h): h is string => Boolean(h))];
    return {
      id: `${path}#${anchor}:${i}`,
      page: path,
      title: heads[heads.length - 1],
      titles: heads.slice(0, -1),
      text: (texts.get(i) ?? []).join(" "),
    };
  });
}

/**
 * The peer baseline: MiniSearch with VitePress's local-search defaults (fields title, titles
 * and text; MiniSearch's own tokenizer, so no Chinese segmentation; no synonyms; fuzzy 0.2,
 * prefix, boosts title 4, text 2, titles 1) over the same pages. Gives the distinct result
 * pages of a query in rank order, as the engine's relevance figures read them.
 */
export function peerSearch(data: Pick<IndexFile, "pages" | "sections" | "records" | "text">): (query: string) => string[] {
  const index = new MiniSearch<PeerSection>({ fields: ["title", "titles", "text"], storeFields: ["page"] });
  index.addAll(peerSections(data));
  const options = { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } };
  return (query) => [...new Set(index.search(query, options).map((hit) => hit.page as string))];
}
