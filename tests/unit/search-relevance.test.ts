import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import { relativeUrl } from "~/lib/search/group";
import type { IndexFile } from "~/shared/search/types";
import set from "../fixtures/search-relevance.json";
import { relevance } from "../../scripts/bench/relevance.ts";

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
