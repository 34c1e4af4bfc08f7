import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import { relativeUrl } from "~/lib/search/group";
import type { IndexFile } from "~/shared/search/types";
import { INDEPENDENT_FLOORS } from "../../scripts/bench/independent-floors.ts";
import { INDEPENDENT_NEEDS_DIR, loadNeeds } from "../../scripts/bench/needs.ts";
import { pageRelevance } from "../../scripts/bench/relevance.ts";

/**
 * The independent set (tests/fixtures/search-independent): questions written apart from the
 * engine's tuning, never tuned on. Gated at what the engine reached, rounded down.
 */
const needs = loadNeeds(INDEPENDENT_NEEDS_DIR);
const minimum = { en: 200, zh: 150 };

describe.each(["en", "zh"] as const)("independent set (%s)", (lang) => {
  const data = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../public/search/${lang}.json`), "utf8")) as IndexFile;
  const engine = new SearchEngine(data, lang);
  const pages = (query: string) => [...new Set(engine.search(query).map((h) => relativeUrl(h.record.url_without_anchor)))];
  const floor = INDEPENDENT_FLOORS[lang];

  it("holds enough questions, each answered by pages of the site in its language", () => {
    const known = new Set(data.pages.map((p) => p[2]));
    expect(needs[lang].length).toBeGreaterThanOrEqual(minimum[lang]);
    for (const need of needs[lang]) {
      expect(need.pages.length, need.q).toBeGreaterThan(0);
      for (const page of need.pages) expect(known.has(page), `${need.q} → ${page}`).toBe(true);
    }
    expect(new Set(needs[lang].map((n) => n.q)).size).toBe(needs[lang].length);
  });

  it(`finds an answering page first for ≥ ${floor.hit1 * 100}% and in the first five for ≥ ${floor.hit5 * 100}%`, () => {
    const result = pageRelevance(needs[lang], pages);
    console.log(
      lang,
      `independent: ${result.count} questions, hit@1 ${(result.hit1 * 100).toFixed(1)}% hit@5 ${(result.hit5 * 100).toFixed(1)}% MRR@5 ${result.mrr.toFixed(3)}`,
    );
    expect(result.hit1).toBeGreaterThanOrEqual(floor.hit1);
    expect(result.hit5).toBeGreaterThanOrEqual(floor.hit5);
  });
});
