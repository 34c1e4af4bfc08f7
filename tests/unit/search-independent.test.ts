import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import { relativeUrl } from "~/lib/search/group";
import type { IndexFile } from "~/shared/search/types";
import { INDEPENDENT_SETS } from "../../scripts/bench/independent-floors.ts";
import { loadNeeds } from "../../scripts/bench/needs.ts";
import { pageRelevance } from "../../scripts/bench/relevance.ts";

/**
 * The never-tuned sets (tests/fixtures/search-independent and search-independent-posts): questions
 * written apart from the engine's tuning. Each is gated at what the engine reached, rounded down.
 */
const langs = ["en", "zh"] as const;
const cases = INDEPENDENT_SETS.flatMap((set) => langs.map((lang) => ({ set, lang })));

describe.each(cases)("$set.name set ($lang)", ({ set, lang }) => {
  const needs = loadNeeds(set.dir)[lang];
  const data = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../public/search/${lang}.json`), "utf8")) as IndexFile;
  const engine = new SearchEngine(data, lang);
  const pages = (query: string) => [...new Set(engine.search(query).map((h) => relativeUrl(h.record.url_without_anchor)))];
  const floor = set.floors[lang];

  it("holds enough questions, each answered by pages of the site in its language", () => {
    const known = new Set(data.pages.map((p) => p[2]));
    expect(needs.length).toBeGreaterThanOrEqual(set.minimum[lang]);
    for (const need of needs) {
      expect(need.pages.length, need.q).toBeGreaterThan(0);
      for (const page of need.pages) expect(known.has(page), `${need.q} → ${page}`).toBe(true);
    }
    expect(new Set(needs.map((n) => n.q)).size).toBe(needs.length);
  });

  it(`finds an answering page first for ≥ ${floor.hit1 * 100}% and in the first five for ≥ ${floor.hit5 * 100}%`, () => {
    const result = pageRelevance(needs, pages);
    console.log(
      lang,
      `${set.name}: ${result.count} questions, hit@1 ${(result.hit1 * 100).toFixed(1)}% hit@5 ${(result.hit5 * 100).toFixed(1)}% MRR@5 ${result.mrr.toFixed(3)}`,
    );
    expect(result.hit1).toBeGreaterThanOrEqual(floor.hit1);
    expect(result.hit5).toBeGreaterThanOrEqual(floor.hit5);
  });
});
