import { describe, expect, it } from "vitest";
import { chromeSwitches } from "~/lib/chrome";

describe("chrome switches", () => {
  it("frontmatter false or ?part=0 hides a part", () => {
    expect(chromeSwitches({}, new URLSearchParams())).toEqual({ navbar: true, sidebar: true, outline: true, footer: true });
    expect(chromeSwitches({ sidebar: false }, new URLSearchParams("outline=0&navbar=0&footer=1"))).toEqual({
      navbar: false,
      sidebar: false,
      outline: false,
      footer: true,
    });
  });
});
