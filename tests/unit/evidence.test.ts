import { describe, expect, it } from "vitest";
import { followPointers, informative, linkPrior, pageSupport } from "../../functions/search/evidence";
import type { SearchRecord } from "~/shared/search/types";

const hit = (page: string, score: number) => ({ record: { url_without_anchor: page } as SearchRecord, score });

describe("informative", () => {
  const frequency = (term: string) => ({ rare: 2, common: 900, build: 500 })[term] ?? 0;
  it("weighs a rare word above a common one, 1 on average", () => {
    const [rare, common] = informative([["rare"], ["common"]], frequency, 1000);
    expect(rare).toBeGreaterThan(1.5);
    expect(common).toBeLessThan(0.5);
    expect(rare + common).toBeCloseTo(2);
  });
  it("takes a word's rarest term, and gives a word the index lacks an average weight", () => {
    const [both, unknown] = informative([["rare", "build"], ["zzz"]], frequency, 1000);
    expect(both).toBe(1);
    expect(unknown).toBe(1);
  });
});

describe("pageSupport", () => {
  it("raises a page by its next matching records, keeping each page's order", () => {
    const guide = hit("/guide", 1);
    const option = [hit("/option", 0.9), hit("/option", 0.5), hit("/option", 0.5)];
    pageSupport([guide, ...option]);
    expect(guide.score).toBe(1);
    // 0.9 + 0.2 × (0.5 + 0.5 / 2)
    expect(option[0].score).toBeCloseTo(1.05);
    expect(option[1].score).toBeCloseTo(0.5 * (1.05 / 0.9));
  });
});

describe("linkPrior", () => {
  it("raises a page the site links to often a little above one it seldom links to", () => {
    expect(linkPrior(0)).toBe(1);
    expect(linkPrior(30)).toBeGreaterThan(linkPrior(3));
    expect(linkPrior(30)).toBeLessThan(1.5);
  });
});

describe("followPointers", () => {
  it("sends a pointing section's weight to the page it points to, adding that page when absent", () => {
    const hits = new Map([
      [1, { score: 1 }],
      [2, { score: 0.5 }],
    ]);
    followPointers(
      hits,
      (id) => (id === 1 ? 9 : undefined),
      (_, score) => ({ score }),
    );
    expect(hits.get(1)!.score).toBeCloseTo(0.6);
    expect(hits.get(9)!.score).toBeCloseTo(0.8);
    expect(hits.get(2)!.score).toBe(0.5);
  });
  it("raises a page already found only to what the pointer gives, and adds none the filter refuses", () => {
    const hits = new Map([
      [1, { score: 1 }],
      [9, { score: 0.9 }],
      [3, { score: 1 }],
    ]);
    followPointers(
      hits,
      (id) => (id === 1 ? 9 : id === 3 ? 7 : undefined),
      () => undefined,
    );
    expect(hits.get(9)!.score).toBe(0.9);
    expect(hits.has(7)).toBe(false);
    expect(hits.get(3)!.score).toBeCloseTo(0.6);
  });
});
