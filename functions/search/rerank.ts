import { queryGroups } from "./core/query";
import type { EngineHit } from "./hit";
import weights from "./rerank-weights.json";

// The engine's first pages re-ordered by a small learned model (scripts/search/train-rerank.ts,
// decision 0067's addendum). A long question told in a developer's words often matches a
// neighbouring page's paragraph as well as the answering page's own record (its title, its
// readers' words): past eight words, a page whose best match is its own record is the better
// answer more often than the text scores say. Short questions keep the engine's order.

/** The model's weights, per feature; a language without any keeps the engine's order. */
export type Weights = { rank: number; ratio: number; section: number };

/** Only the first pages are re-ordered: the first five, so what the reader sees first changes and no page leaves them. */
const RERANK_PAGES = 5;
/** A question of more than this many words is a long one (the model's only condition). */
const LONG = 7;

export const rerankWeights = weights as Partial<Record<"en" | "zh", Weights>>;

/** The features of one page of the first ones: its place, its best score against the first, how deep its best record lies. */
export function pageFeatures(place: number, score: number, top: number, type: string): number[] {
  const level = type === "content" ? 7 : Number(type.slice(3));
  return [1 / (place + 1), Math.log(score / top + 1e-6), level / 7];
}

/** The hits' first pages in order, each with its hits (the rest of the hits after them). */
export function firstPages(hits: EngineHit[], count = RERANK_PAGES) {
  const pages = new Map<string, EngineHit[]>();
  const rest: EngineHit[] = [];
  for (const hit of hits) {
    const page = hit.record.url_without_anchor;
    const list = pages.get(page);
    if (list) list.push(hit);
    else if (pages.size < count) pages.set(page, [hit]);
    else rest.push(hit);
  }
  return { pages: [...pages.values()], rest };
}

/** Whether a (folded, lowercased) query is long enough for the model. */
export const isLong = (query: string) => queryGroups(query).length > LONG;

/**
 * The hits with their first pages re-ordered for a long question; each page's hits stay
 * together in their order, the pages after the first ones stay where they were.
 */
export function rerank(hits: EngineHit[], query: string, model: Weights | undefined): EngineHit[] {
  if (!model || hits.length < 2 || !isLong(query)) return hits;
  const { pages, rest } = firstPages(hits);
  const top = hits[0].score || 1;
  const scored = pages.map((list, place) => {
    const [rank, ratio, section] = pageFeatures(place, list[0].score, top, list[0].record.type);
    return { list, score: model.rank * rank + model.ratio * ratio + model.section * section };
  });
  // A stable sort: a tie keeps the engine's order.
  scored.sort((a, b) => b.score - a.score);
  return [...scored.flatMap((p) => p.list), ...rest];
}
