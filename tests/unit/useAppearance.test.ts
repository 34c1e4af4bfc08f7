import { describe, expect, it } from "vitest";
import { readAppearance } from "~/hooks/useAppearance";

describe("stored appearance", () => {
  it("an invalid stored appearance becomes auto", () => {
    expect(readAppearance("dark")).toBe("dark");
    expect(readAppearance("purple")).toBe("auto");
    expect(readAppearance(null)).toBe("auto");
  });
});
