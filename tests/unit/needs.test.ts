import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { halfOf, loadNeeds, needsIn } from "../../scripts/bench/needs.ts";
import { pageRelevance } from "../../scripts/bench/relevance.ts";

const need = (q: string, pages: string[]) => ({ q, pages, kind: "problem" as const, from: q });

describe("halfOf", () => {
  it("gives a need the same half on every call, decided by language and query", () => {
    const halves = ["less variables not applied", "打包后 白屏", "CopyWebpackPlugin equivalent"].map((q) => halfOf("en", q));
    expect(halves).toEqual(["less variables not applied", "打包后 白屏", "CopyWebpackPlugin equivalent"].map((q) => halfOf("en", q)));
    // Known values (checked by an independent FNV-1a): a change of the hash would reshuffle both halves, and the held-out one would no longer be unseen.
    expect([halfOf("en", "proxy websocket"), halfOf("zh", "proxy websocket"), halfOf("en", "a"), halfOf("en", "b")]).toEqual([
      "held-out",
      "tuning",
      "held-out",
      "tuning",
    ]);
  });
  it("splits many queries about evenly", () => {
    const queries = Array.from({ length: 2000 }, (_, i) => `query ${i}`);
    const tuning = queries.filter((q) => halfOf("en", q) === "tuning").length;
    expect(tuning).toBeGreaterThan(900);
    expect(tuning).toBeLessThan(1100);
  });
});

describe("loadNeeds", () => {
  it("merges every JSON file of the folder per language and ignores other files", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "needs-"));
    fs.writeFileSync(path.join(dir, "a.json"), JSON.stringify({ en: [need("one", ["/a"])], zh: [need("一", ["/zh/a"])] }));
    fs.writeFileSync(path.join(dir, "b.json"), JSON.stringify({ en: [need("two", ["/b"])] }));
    fs.writeFileSync(path.join(dir, "unanswered.md"), "- not a need");
    const needs = loadNeeds(dir);
    expect(needs.en.map((n) => n.q)).toEqual(["one", "two"]);
    expect(needs.zh.map((n) => n.q)).toEqual(["一"]);
    expect([...needsIn(needs, "en", "tuning"), ...needsIn(needs, "en", "held-out")].map((n) => n.q).sort()).toEqual(["one", "two"]);
  });
  it("reads the project's set: entries well formed, both halves present", () => {
    const needs = loadNeeds();
    for (const lang of ["en", "zh"] as const) {
      for (const n of needs[lang]) {
        expect(n.q.trim(), n.from).not.toBe("");
        expect(["problem", "feature"]).toContain(n.kind);
        for (const p of n.pages)
          expect(p.startsWith(lang === "zh" ? "/zh/" : "/") && !p.startsWith(lang === "en" ? "/zh/" : "//"), p).toBe(true);
      }
      expect(needsIn(needs, lang, "held-out").length).toBeGreaterThan(needs[lang].length / 3);
    }
  });
});

describe("pageRelevance", () => {
  it("ranks by the first answering page among the result pages", () => {
    const answers: Record<string, string[]> = { a: ["/x", "/y"], b: ["/z", "/x", "/y"], c: ["/1", "/2", "/3", "/4", "/5", "/y"], d: [] };
    const r = pageRelevance([need("a", ["/x"]), need("b", ["/y", "/x"]), need("c", ["/y"]), need("d", ["/x"])], (q) => answers[q]);
    expect(r.count).toBe(4);
    expect(r.hit1).toBe(0.25);
    expect(r.hit5).toBe(0.5);
    expect(r.mrr).toBeCloseTo((1 + 1 / 2) / 4);
    expect(r.misses.map((m) => [m.query, m.rank])).toEqual([
      ["b", 2],
      ["c", 6],
      ["d", 0],
    ]);
  });
});
