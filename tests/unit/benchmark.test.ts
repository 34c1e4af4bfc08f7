import { describe, expect, it } from "vitest";
import { barWidth, formatTime, maxTime } from "~/lib/benchmark";

describe("benchmark formatting", () => {
  it("shows times under a second as whole ms, others as seconds with 2 decimals", () => {
    expect(formatTime(0.099)).toBe("99ms");
    expect(formatTime(0.9996)).toBe("1000ms");
    expect(formatTime(1)).toBe("1.00s");
    expect(formatTime(28.242)).toBe("28.24s");
  });
  it("scales bars against the largest time across all groups", () => {
    const groups = [
      {
        label: "a",
        metrics: [
          { desc: "x", time: 1 },
          { desc: "y", time: 4 },
        ],
      },
      { label: "b", metrics: [{ desc: "z", time: 8 }] },
    ];
    expect(maxTime(groups)).toBe(8);
    expect(barWidth(4, 8)).toBe(0.5);
    expect(barWidth(8, 8)).toBe(1);
    expect(barWidth(1, 0)).toBe(0);
  });
});
