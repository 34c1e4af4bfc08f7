import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import { relativeUrl } from "~/lib/search/group";
import type { IndexFile } from "~/shared/search/types";
import set from "../fixtures/search-relevance.json";
import { EXTRA_NEEDS_DIR, loadNeeds, needsIn } from "../../scripts/bench/needs.ts";
import { pageRelevance, relevance } from "../../scripts/bench/relevance.ts";

const load = (lang: "en" | "zh") =>
  new SearchEngine(JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../public/search/${lang}.json`), "utf8")) as IndexFile, lang);
const goals = { en: { mrr: 0.95, hit1: 0.9 }, zh: { mrr: 0.92, hit1: 0.9 } };

describe.each(["en", "zh"] as const)("relevance set (%s)", (lang) => {
  const engine = load(lang);
  const pages = (query: string) => [...new Set(engine.search(query).map((h) => relativeUrl(h.record.url_without_anchor)))];
  const result = relevance(set[lang] as [string, string][], pages);

  it("holds enough realistic queries", () => {
    expect(set[lang].length).toBeGreaterThanOrEqual(lang === "en" ? 100 : 50);
  });
  it(`reaches MRR@5 ≥ ${goals[lang].mrr} and hit@1 ≥ ${goals[lang].hit1 * 100}%`, () => {
    // The misses are printed so a failure says which queries moved.
    if (result.misses.length)
      console.log(lang, "misses:", result.misses.map((m) => `${m.query} → ${m.rank || "none"}: ${m.got}`).join("\n  "));
    console.log(lang, `MRR@5 ${result.mrr.toFixed(3)} hit@1 ${(result.hit1 * 100).toFixed(1)}%`);
    expect(result.mrr).toBeGreaterThanOrEqual(goals[lang].mrr);
    expect(result.hit1).toBeGreaterThanOrEqual(goals[lang].hit1);
  });
});

/**
 * The held-out half of the real needs (tests/fixtures/search-needs), never looked at while
 * tuning. The goals are en hit@1 ≥ 75% and hit@5 ≥ 95%, zh hit@1 ≥ 65% and hit@5 ≥ 88%;
 * the gates hold what the engine reaches today, rounded down to the percent (both languages past
 * their goals; README: search relevance).
 */
// What the engine reaches since the readers' words of decision 0065's session-19 addenda
// (English, then Chinese).
const heldOut = { en: { hit1: 0.81, hit5: 0.97 }, zh: { hit1: 0.82, hit5: 0.99 } };
const needs = loadNeeds();

describe.each(["en", "zh"] as const)("real needs, held-out half (%s)", (lang) => {
  const engine = load(lang);
  const pages = (query: string) => [...new Set(engine.search(query).map((h) => relativeUrl(h.record.url_without_anchor)))];
  const result = pageRelevance(needsIn(needs, lang, "held-out"), pages);
  const goal = heldOut[lang];

  it(`finds an answering page first for ≥ ${goal.hit1 * 100}% and in the first five for ≥ ${goal.hit5 * 100}%`, () => {
    console.log(lang, `held-out: ${result.count} needs, hit@1 ${(result.hit1 * 100).toFixed(1)}% hit@5 ${(result.hit5 * 100).toFixed(1)}%`);
    expect(result.count).toBeGreaterThanOrEqual(lang === "en" ? 150 : 100);
    expect(result.hit1).toBeGreaterThanOrEqual(goal.hit1);
    expect(result.hit5).toBeGreaterThanOrEqual(goal.hit5);
  });
});

/**
 * The tuning-only extra needs (tests/fixtures/search-needs-extra): questions gathered after six
 * rounds of tuning, on subjects the main set covers little, then questions from developers'
 * write-ups (posts.json), longer and vaguer. No goal of the issue applies; the floor is the
 * figure reached when they were last measured, rounded down, so a change that loses them fails
 * here too. Lowered when posts.json arrived (en 77% / 99%, zh 70% / 92% before), raised once the
 * engine had been tuned on them (decision 0067 and its addendum on titled telling words).
 */
const extraFloor = { en: { hit1: 0.73, hit5: 0.96 }, zh: { hit1: 0.65, hit5: 0.88 } };
const extra = loadNeeds(EXTRA_NEEDS_DIR);

describe.each(["en", "zh"] as const)("real needs, extra tuning set (%s)", (lang) => {
  const engine = load(lang);
  const pages = (query: string) => [...new Set(engine.search(query).map((h) => relativeUrl(h.record.url_without_anchor)))];
  const result = pageRelevance(extra[lang], pages);
  const floor = extraFloor[lang];

  it(`finds an answering page first for ≥ ${floor.hit1 * 100}% and in the first five for ≥ ${floor.hit5 * 100}%`, () => {
    console.log(
      lang,
      `extra: ${result.count} needs, hit@1 ${(result.hit1 * 100).toFixed(1)}% hit@5 ${(result.hit5 * 100).toFixed(1)}% MRR@5 ${result.mrr.toFixed(3)}`,
    );
    expect(result.count).toBeGreaterThanOrEqual(lang === "en" ? 80 : 40);
    expect(result.hit1).toBeGreaterThanOrEqual(floor.hit1);
    expect(result.hit5).toBeGreaterThanOrEqual(floor.hit5);
  });
});
