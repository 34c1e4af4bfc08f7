import { site } from "~/shared/config/site";
import { SearchEngine } from "./engine";
import { prepareSegmenter } from "./core/segment";
import type { IndexFile } from "~/shared/search/types";

export type Lang = "en" | "zh";

/** The index of each language: `<indexName>-en`, `<indexName>-zh`. */
export const indexNameFor = (lang: Lang, base = site.search.indexName) => `${base}-${lang}`;

export function langOfIndex(indexName: string, base = site.search.indexName): Lang | undefined {
  if (indexName === indexNameFor("en", base)) return "en";
  if (indexName === indexNameFor("zh", base)) return "zh";
  return undefined;
}

const engines = new Map<Lang, Promise<SearchEngine>>();

/**
 * One engine per language per isolate, loaded on first use; a failed load is forgotten so
 * the next request tries again. Concurrent requests share one load, which runs in the context
 * of the request that started it and fails with it (its client may have gone away), so each
 * request whose load failed tries once more, in its own context.
 */
export function engineFor(lang: Lang, load: (lang: Lang) => Promise<IndexFile>, retry = true): Promise<SearchEngine> {
  const engine = engines.get(lang) ?? startLoad(lang, load);
  return retry ? engine.catch(() => engineFor(lang, load, false)) : engine;
}

function startLoad(lang: Lang, load: (lang: Lang) => Promise<IndexFile>): Promise<SearchEngine> {
  const data = load(lang);
  // Chinese queries need the word segmenter, slow to build: build it while the index downloads.
  if (lang === "zh") prepareSegmenter();
  const engine = data.then((file) => new SearchEngine(file, lang));
  engine.catch(() => {
    if (engines.get(lang) === engine) engines.delete(lang);
  });
  engines.set(lang, engine);
  return engine;
}
