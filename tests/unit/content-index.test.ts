import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sidebarFor } from "~/shared/config/sidebar";
import type { Lang, SidebarItem } from "~/shared/config/types";
import type { PageData } from "~/shared/content/types";
import { twinKey } from "~/shared/routing/twins";

/** The built manifest (npm test builds before the unit tests). */
const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../app/generated/manifest.json"), "utf8")) as { pages: PageData[] };
const routes = new Set(manifest.pages.map((p) => p.routePath));

function sidebarPaths(items: SidebarItem[]): string[] {
  return items.flatMap((item) => (typeof item === "string" ? [item] : "items" in item ? sidebarPaths(item.items) : []));
}
const prefix = (lang: Lang) => (lang === "en" ? "" : "/zh");

describe("the page index (spec 2.10)", () => {
  for (const lang of ["en", "zh"] as const) {
    it(`every ${lang} sidebar entry has a page`, () => {
      const missing = Object.values(sidebarFor(lang))
        .flatMap(sidebarPaths)
        .map((p) => prefix(lang) + p)
        .filter((p) => !routes.has(p));
      expect(missing).toEqual([]);
    });
    it(`every ${lang} page is in a sidebar (or is the home page)`, () => {
      const listed = new Set(
        Object.values(sidebarFor(lang))
          .flatMap(sidebarPaths)
          .map((p) => prefix(lang) + p),
      );
      const orphans = manifest.pages
        .filter((p) => p.lang === lang && p.pageType !== "home" && !listed.has(p.routePath))
        .map((p) => p.routePath);
      expect(orphans).toEqual([]);
    });
  }

  it("every English page has a Chinese twin, and only plugin development is Chinese-only", () => {
    const zh = new Set(manifest.pages.filter((p) => p.lang === "zh").map((p) => twinKey(p.routePath)));
    const en = new Set(manifest.pages.filter((p) => p.lang === "en").map((p) => twinKey(p.routePath)));
    expect([...en].filter((k) => !zh.has(k))).toEqual([]);
    expect([...zh].filter((k) => !en.has(k)).sort()).toEqual(["/guide/plugin/", "/guide/plugin/start"]);
  });

  it("has the section sizes of the index", () => {
    const count = (re: RegExp) => manifest.pages.filter((p) => p.lang === "en" && re.test(p.routePath)).length;
    expect(count(/^\/config\/dev\//)).toBe(11);
    expect(count(/^\/config\/html\//)).toBe(12);
    expect(count(/^\/config\/output\//)).toBe(23);
    expect(count(/^\/config\/performance\//)).toBe(11);
    expect(count(/^\/config\/server\//)).toBe(15);
    expect(count(/^\/config\/source\//)).toBe(9);
    expect(count(/^\/config\/resolve\//)).toBe(6);
    expect(count(/^\/config\/security\//)).toBe(2);
    expect(count(/^\/plugins\/list\//)).toBe(11);
    expect(count(/^\/api\//)).toBe(6);
  });

  it("has the configuration pages 1.7 added, in both languages and in the sidebar", () => {
    const added = {
      "/config/dev/browser-logs": "dev.browserLogs",
      "/config/output/module": "output.module",
      "/config/resolve/condition-names": "resolve.conditionNames",
      "/config/resolve/main-fields": "resolve.mainFields",
    };
    for (const lang of ["en", "zh"] as const) {
      const listed = sidebarPaths(sidebarFor(lang)["/config/"]);
      for (const [route, option] of Object.entries(added)) {
        expect(manifest.pages.find((p) => p.routePath === prefix(lang) + route)?.frontmatter.option).toBe(option);
        expect(listed).toContain(route);
      }
    }
  });

  it("lists the pages of each configuration section in alphabetical order", () => {
    const unsorted = sidebarFor("en")["/config/"].flatMap((item) => {
      if (typeof item === "string" || !("items" in item) || !/^\/config\/[a-z]+\/[a-z]/.test(String(item.items[0]))) return [];
      const names = sidebarPaths(item.items).map((p) => p.split("/").pop()!);
      return names.join() === [...names].sort().join() ? [] : [item.text];
    });
    expect(unsorted).toEqual([]);
  });

  it("configuration pages name their option, Chinese routes use camelCase where the spec says", () => {
    const noOption = manifest.pages
      .filter((p) => /\/config\/.+/.test(p.routePath) && !p.routePath.endsWith("/config/") && !p.frontmatter.option)
      .map((p) => p.routePath);
    expect(noOption).toEqual([]);
    expect(routes.has("/zh/config/logLevel")).toBe(true);
    expect(routes.has("/zh/config/moduleFederation/options")).toBe(true);
  });

  it("release announcements carry the spec's dates", () => {
    const dates = Object.fromEntries(
      manifest.pages
        .filter((p) => p.lang === "en" && p.frontmatter.published_at)
        .map((p) => [p.routePath, String(p.frontmatter.published_at).slice(0, 10)]),
    );
    expect(dates).toEqual({
      "/community/releases/v0-1": "2023-11-22",
      "/community/releases/v0-2": "2023-12-11",
      "/community/releases/v0-3": "2024-01-10",
      "/community/releases/v0-4": "2024-02-06",
      "/community/releases/v0-5": "2024-03-19",
      "/community/releases/v0-6": "2024-04-10",
      "/community/releases/v0-7": "2024-05-28",
      "/community/releases/v1-0": "2024-09-10",
    });
  });

  it("lists the testing, Vite plugin and AI guides in their groups, in both languages", () => {
    const groupOf = (lang: Lang, path: string) =>
      sidebarFor(lang)["/guide/"].find(
        (g): g is Extract<SidebarItem, { items: SidebarItem[] }> => typeof g !== "string" && "items" in g && g.items.includes(path),
      )?.text;
    for (const [path, en, zh] of [
      ["/guide/advanced/testing", "Advanced", "进阶"],
      ["/guide/migration/vite-plugin", "Migration", "迁移"],
      ["/guide/start/ai", "Getting Started", "开始"],
    ]) {
      expect([groupOf("en", path), groupOf("zh", path)]).toEqual([en, zh]);
      expect(routes.has(path) && routes.has(`/zh${path}`)).toBe(true);
    }
  });

  it("every page has a title and a description, and English and Chinese twins share heading ids", () => {
    expect(manifest.pages.filter((p) => !p.title || !p.frontmatter.description).map((p) => p.id)).toEqual([]);
    const zhByKey = new Map(manifest.pages.filter((p) => p.lang === "zh").map((p) => [twinKey(p.routePath), p]));
    const drift = manifest.pages
      .filter((p) => p.lang === "en")
      .flatMap((p) => {
        const zh = zhByKey.get(twinKey(p.routePath));
        const a = p.toc.map((h) => h.id).join(",");
        const b = zh?.toc.map((h) => h.id).join(",");
        return a === b ? [] : [p.routePath];
      });
    expect(drift).toEqual([]);
  });
});
