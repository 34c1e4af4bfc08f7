import { describe, expect, it } from "vitest";
import { progress, trickle } from "~/lib/progress";

describe("navigation progress", () => {
  it("progress trickles from the minimum and never reaches 1", () => {
    expect(progress).toMatchObject({ delay: 200, minimum: 0.08, speed: 200, trickleAmount: 0.02, trickleInterval: 800 });
    expect(trickle(0)).toBeCloseTo(0.1);
    let v = 0;
    for (let i = 0; i < 1000; i++) v = trickle(v);
    expect(v).toBeLessThan(1);
  });
});
