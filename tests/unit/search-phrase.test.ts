import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import { cjkRuns } from "../../functions/search/core/cjk";
import { normalize, phraseTest, runTest } from "../../functions/search/phrase";
import type { IndexFile } from "~/shared/search/types";
import { benchQueries } from "../../scripts/bench/search.ts";

describe("phrase tests equal normalizing the text first", () => {
  it.each([
    ["server port", "Set server.port to 8080", true],
    ["server port", "the server,  port", true],
    ["server port", "serverport", false],
    ["erver por", "server.port", true],
    ["c", "a b c", true],
    ["ü ß", "Ü--ß", true],
    ["端口 设置", "端口，设置", true],
    ["dev server port", "dev.server -- port", true],
    ["dev server port", "dev serverx port", false],
    ["dev server port", "dev xserver port", false],
    ["a b", "a x a, b", true],
    ["ab cd", "xab. cdy", true],
    ["𝒜 b", "𝒜 b", true],
  ])("%s in %s: %s", (phrase, text, expected) => {
    expect(normalize(text).includes(phrase)).toBe(expected);
    expect(phraseTest(phrase)(text.toLowerCase())).toBe(expected);
  });

  it("runs with punctuation never match, as in normalized text", () => {
    expect(runTest("ア・イ")("ア・イ")).toBe(false);
    expect(runTest("端")("端口")).toBe(false);
    expect(runTest("端口")("端口设置")).toBe(true);
  });

  it.each(["en", "zh"] as const)("agree on every %s record for the bench queries", (lang) => {
    const file = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../public/search/${lang}.json`), "utf8")) as IndexFile;
    const engine = new SearchEngine(file, lang);
    const texts = Array.from({ length: engine.size }, (_, i) => {
      const { hierarchy: h, content } = engine.record(i);
      return [h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6, content].filter(Boolean).join(" ");
    });
    const normalized = texts.map(normalize);
    const lower = texts.map((t) => t.toLowerCase());
    let found = 0;
    for (const q of benchQueries(lang, 60)) {
      const phrase = normalize(q.toLowerCase());
      const test = phraseTest(phrase);
      const runs = cjkRuns(q.toLowerCase())
        .filter((r) => r.length > 1)
        .map((r) => [r, runTest(r)] as const);
      texts.forEach((_, i) => {
        const expected = normalized[i].includes(phrase);
        found += Number(expected);
        if (test(lower[i]) !== expected) expect.fail(`${q} in record ${i}`);
        for (const [run, inRun] of runs) if (inRun(lower[i]) !== normalized[i].includes(run)) expect.fail(`${run} in record ${i}`);
      });
    }
    expect(found).toBeGreaterThan(100);
  });
});
