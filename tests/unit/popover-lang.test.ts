import { describe, expect, it } from "vitest";
import { popoverLang } from "~/lib/popover-lang";

describe("popover language", () => {
  it("the popover follows the option, else zh in the path, else English", () => {
    expect(popoverLang("/guide/", "zh")).toBe("zh");
    expect(popoverLang("/zh/guide/")).toBe("zh");
    expect(popoverLang("/guide/")).toBe("en");
  });
});
