import { describe, expect, it } from "vitest";
import { BLANK_LOGO, localizeTool } from "~/lib/tools";

describe("tool links", () => {
  const tool = { name: "T", desc: "中文", descEn: "English", url: "https://t.dev/zh/", urlEn: "https://t.dev/" };
  it("uses the English description and URL in English when present", () => {
    expect(localizeTool(tool, "en")).toMatchObject({ desc: "English", url: "https://t.dev/" });
    expect(localizeTool(tool, "zh")).toMatchObject({ desc: "中文", url: "https://t.dev/zh/" });
    expect(localizeTool({ name: "U", desc: "只有中文", url: "https://u.dev" }, "en")).toMatchObject({
      desc: "只有中文",
      url: "https://u.dev",
    });
  });
  it("falls back to a blank logo", () => {
    expect(localizeTool(tool, "en").logo).toBe(BLANK_LOGO);
  });
});
