import { describe, expect, it } from "vitest";
import { STAR_COUNT, starShift, stars } from "~/lib/stars";

describe("hero stars", () => {
  it("has 35 stars at fixed positions sized index/20+3", () => {
    expect(stars).toHaveLength(STAR_COUNT);
    expect(stars[0].size).toBe(3);
    expect(stars[20].size).toBe(4);
    expect(stars.every((s) => s.top >= 0 && s.top <= 100 && s.left >= 0 && s.left <= 100)).toBe(true);
  });
  it("gives each star its own position, which keys it in the hero", () => {
    expect(new Set(stars.map((s) => `${s.top}-${s.left}`)).size).toBe(STAR_COUNT);
  });
  it("shifts toward the pointer only within 100 px", () => {
    expect(starShift(150, 0)).toEqual({ x: 0, y: 0 });
    const near = starShift(50, 0);
    expect(near.x).toBeGreaterThan(0);
    expect(near.y).toBe(0);
    expect(starShift(10, 0).x).toBeGreaterThan(near.x);
  });
});
