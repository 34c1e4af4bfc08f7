import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { featureIcon, featureIcons } from "~/shared/config/landing";
import { themeColor } from "~/shared/config/site";
import { markdownPath } from "~/shared/routing/markdown-path";
import { nextIndex } from "~/lib/menu-keys";
import { assistantLinks, markdownUrls } from "~/lib/page-menu";
import { markdownPath as buildMarkdownPath } from "../../scripts/content/markdown/files.ts";

const root = path.resolve(__dirname, "../..");

describe("page menu helpers", () => {
  it("names the Markdown twin as the build writes it, encoded, and absolute from the site URL", () => {
    for (const route of ["/", "/zh/", "/guide/start/", "/guide/start/quick-start", "/zh/config/logLevel"])
      expect(markdownPath(route)).toBe(buildMarkdownPath(route));
    expect(markdownUrls("/guide/start/", "https://rsbuild.rs/")).toEqual({
      path: "/guide/start/index.md",
      absolute: "https://rsbuild.rs/guide/start/index.md",
    });
    expect(markdownUrls("/zh/指南", "https://docs.example.test").path).toBe("/zh/%E6%8C%87%E5%8D%97.md");
  });

  it("puts the whole prompt, encoded, into the assistants' query", () => {
    const prompt = "Read https://rsbuild.rs/guide/start/index.md & answer?";
    const links = assistantLinks(prompt);
    expect(new URL(links.chatgpt).origin).toBe("https://chatgpt.com");
    expect(new URL(links.chatgpt).searchParams.get("q")).toBe(prompt);
    expect(new URL(links.claude).origin + new URL(links.claude).pathname).toBe("https://claude.ai/new");
    expect(new URL(links.claude).searchParams.get("q")).toBe(prompt);
  });

  it("moves through menu items with arrows (wrapping), Home and End, and ignores other keys", () => {
    expect(nextIndex("ArrowDown", -1, 3)).toBe(0);
    expect(nextIndex("ArrowDown", 2, 3)).toBe(0);
    expect(nextIndex("ArrowUp", 0, 3)).toBe(2);
    expect(nextIndex("ArrowUp", -1, 3)).toBe(2);
    expect(nextIndex("Home", 2, 3)).toBe(0);
    expect(nextIndex("End", 0, 3)).toBe(2);
    expect(nextIndex("Enter", 0, 3)).toBeUndefined();
    expect(nextIndex("ArrowDown", -1, 0)).toBeUndefined();
  });
});

describe("icons and manifest", () => {
  const icons = JSON.parse(fs.readFileSync(path.join(root, "app/shared/config/icons.json"), "utf8")) as Record<string, string>;

  it("maps every emoji the home page's features use to an icon of icons.json", () => {
    for (const lang of ["en", "zh"]) {
      const source = fs.readFileSync(path.join(root, `content/${lang}/index.mdx`), "utf8");
      const used = [...source.matchAll(/^\s+- icon: (.+)$/gm)].map((m) => m[1].trim());
      expect(used.length).toBeGreaterThan(0);
      for (const icon of used) expect(Object.keys(icons)).toContain(featureIcon(icon));
    }
    for (const name of Object.values(featureIcons)) expect(Object.keys(icons)).toContain(name);
    expect(featureIcon("bolt")).toBe("bolt");
    expect(featureIcon("🦄")).toBeUndefined();
    expect(featureIcon(undefined)).toBeUndefined();
  });

  it("gives the manifest the theme colour of the page head, and icons that exist", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, "public/manifest.webmanifest"), "utf8"));
    expect(manifest.theme_color).toBe(themeColor);
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(root, "public", icon.src))).toBe(true);
    for (const file of ["favicon.ico", "apple-touch-icon.png"])
      expect(fs.statSync(path.join(root, "public", file)).size).toBeGreaterThan(500);
  });
});
