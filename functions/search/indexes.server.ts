import { site } from "~/shared/config/site";
import { SearchEngine } from "./engine";
import { prepareSegmenter } from "~/shared/search/options";
import type { IndexFile } from "~/shared/search/types";
import { warmUp, warmUpQueries } from "./warm";

export type Lang = "en" | "zh";

/** The index of each language: `<indexName>-en`, `<indexName>-zh`. */
export const indexNameFor = (lang: Lang, base = site.search.indexName) => `${base}-${lang}`;

export function langOfIndex(indexName: string, base = site.search.indexName): Lang | undefined {
  if (indexName === indexNameFor("en", base)) return "en";
  if (indexName === indexNameFor("zh", base)) return "zh";
  return undefined;
}

const engines = new Map<Lang, Promise<SearchEngine>>();

/** Where a language's index comes from, and work that may go on after the answer (the worker's `ctx.waitUntil`). */
export interface IndexSource {
  load(lang: Lang): Promise<IndexFile>;
  background?(work: Promise<unknown>): void;
}

/**
 * One engine per language per isolate, loaded on first use; a failed load is forgotten so
 * the next request tries again. Concurrent requests share one load, which runs in the context
 * of the request that started it and fails with it (its client may have gone away), so each
 * request whose load failed tries once more, in its own context. Once loaded, the engine is
 * warmed up in the background of the request that loaded it (`warm.ts`).
 */
export function engineFor(lang: Lang, source: IndexSource): Promise<SearchEngine> {
  const once = () => engines.get(lang) ?? startLoad(lang, source);
  return once().catch(once);
}

function startLoad(lang: Lang, source: IndexSource): Promise<SearchEngine> {
  const data = source.load(lang);
  // Chinese queries need the word segmenter, slow to build: build it while the index downloads.
  if (lang === "zh") prepareSegmenter();
  let titles: string[] = [];
  const engine = data.then((file) => {
    titles = file.pages.map((page) => page[1]);
    return new SearchEngine(file, lang);
  });
  engine.catch(() => {
    if (engines.get(lang) === engine) engines.delete(lang);
  });
  engines.set(lang, engine);
  source.background?.(engine.then((e) => warmUp(e, warmUpQueries(titles))).catch(() => undefined));
  return engine;
}
