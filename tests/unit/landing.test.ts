import { describe, expect, it } from "vitest";
import { barWidth, formatTime, maxTime } from "~/lib/benchmark";
import { packageCommands } from "~/lib/package-manager";
import { STAR_COUNT, starShift, stars } from "~/lib/stars";
import { popoverLang } from "~/lib/popover-lang";
import { BLANK_LOGO, localizeTool } from "~/lib/tools";
import { copyPromptText } from "~/lib/clipboard";

describe("benchmark formatting", () => {
  it("shows times under a second as whole ms, others as seconds with 2 decimals", () => {
    expect(formatTime(0.099)).toBe("99ms");
    expect(formatTime(0.9996)).toBe("1000ms");
    expect(formatTime(1)).toBe("1.00s");
    expect(formatTime(28.242)).toBe("28.24s");
  });
  it("scales bars against the largest time across all groups", () => {
    const groups = [{ label: "a", metrics: [{ desc: "x", time: 1 }, { desc: "y", time: 4 }] }, { label: "b", metrics: [{ desc: "z", time: 8 }] }];
    expect(maxTime(groups)).toBe(8);
    expect(barWidth(4, 8)).toBe(0.5);
    expect(barWidth(8, 8)).toBe(1);
    expect(barWidth(1, 0)).toBe(0);
  });
});

describe("tool links and popover language", () => {
  const tool = { name: "T", desc: "中文", descEn: "English", url: "https://t.dev/zh/", urlEn: "https://t.dev/" };
  it("uses the English description and URL in English when present", () => {
    expect(localizeTool(tool, "en")).toMatchObject({ desc: "English", url: "https://t.dev/" });
    expect(localizeTool(tool, "zh")).toMatchObject({ desc: "中文", url: "https://t.dev/zh/" });
    expect(localizeTool({ name: "U", desc: "只有中文", url: "https://u.dev" }, "en")).toMatchObject({ desc: "只有中文", url: "https://u.dev" });
  });
  it("falls back to a blank logo", () => {
    expect(localizeTool(tool, "en").logo).toBe(BLANK_LOGO);
  });
  it("the popover follows the option, else zh in the path, else English", () => {
    expect(popoverLang("/guide/", "zh")).toBe("zh");
    expect(popoverLang("/zh/guide/")).toBe("zh");
    expect(popoverLang("/guide/")).toBe("en");
  });
});

describe("package manager commands", () => {
  it("derives npm, yarn, pnpm and bun commands from one", () => {
    expect(packageCommands("add @rsbuild/plugin-react -D")).toEqual({
      npm: "npm install @rsbuild/plugin-react -D", yarn: "yarn add @rsbuild/plugin-react -D", pnpm: "pnpm add @rsbuild/plugin-react -D", bun: "bun add @rsbuild/plugin-react -D",
    });
    expect(packageCommands("create rsbuild@latest").npm).toBe("npm create rsbuild@latest");
    expect(packageCommands("remove lodash").npm).toBe("npm uninstall lodash");
    expect(packageCommands({ npm: "npx rsbuild build", bun: "bunx rsbuild build" })).toMatchObject({ npm: "npx rsbuild build", yarn: "", bun: "bunx rsbuild build" });
  });
  it("the copy failure prompt names the right key", () => {
    expect(copyPromptText(false)).toBe("Copy to clipboard: Ctrl+C, Enter");
    expect(copyPromptText(true)).toBe("Copy to clipboard: ⌘+C, Enter");
  });
});

describe("hero stars", () => {
  it("has 35 stars at fixed positions sized index/20+3", () => {
    expect(stars).toHaveLength(STAR_COUNT);
    expect(stars[0].size).toBe(3);
    expect(stars[20].size).toBe(4);
    expect(stars.every((s) => s.top >= 0 && s.top <= 100 && s.left >= 0 && s.left <= 100)).toBe(true);
  });
  it("shifts toward the pointer only within 100 px", () => {
    expect(starShift(150, 0)).toEqual({ x: 0, y: 0 });
    const near = starShift(50, 0);
    expect(near.x).toBeGreaterThan(0);
    expect(near.y).toBe(0);
    expect(starShift(10, 0).x).toBeGreaterThan(near.x);
  });
});
