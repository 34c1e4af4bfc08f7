import { describe, expect, it } from "vitest";
import { homeColumns } from "~/components/layout/HomeFeatures";

describe("home feature grid", () => {
  it("home grid columns are 2, 3, 4 or 6, defaulting to 4", () => {
    expect([2, 3, 4, 6, 5, 0].map(homeColumns)).toEqual([2, 3, 4, 6, 4, 4]);
  });
});
