import { describe, expect, it } from "vitest";
import { sidebarFor } from "~/shared/config/sidebar";
import { documentTitle, firstScreenHold, pageMeta } from "~/lib/head";
import { prevNext, resolveSidebar } from "~/lib/sidebar/resolve";
import { fixturePage } from "../fixtures/pages";

const titles: Record<string, string> = { "/a": "A", "/b/": "B", "/c": "C" };
const lookup = (p: string) => (titles[p] ? { routePath: p, title: titles[p] } : undefined);

describe("sidebar resolution", () => {
  const items = resolveSidebar(
    [
      "/a",
      { text: "Group", items: ["/b/", "/missing", { dividerType: "dashed" }, "/c"] },
      { sectionHeaderText: "Head", tag: "new" },
      { text: "Ext", link: "https://x.dev" },
      { text: "Empty", items: ["/nope"] },
    ],
    "",
    lookup,
  );
  it("takes titles from pages, drops missing pages and empty groups, keeps kinds", () => {
    expect(items.map((i) => i.kind)).toEqual(["link", "group", "header", "link"]);
    const group = items[1];
    expect(group.kind === "group" && group.items.map((i) => i.kind)).toEqual(["link", "divider", "link"]);
    expect(group.kind === "group" && group.collapsed).toBe(false);
  });
  it("previous and next follow sidebar order across groups", () => {
    expect(prevNext(items, "/b/")).toMatchObject({ prev: { link: "/a" }, next: { link: "/c" } });
    expect(prevNext(items, "/a").prev).toBeUndefined();
    expect(prevNext(items, "/unknown")).toEqual({});
  });
  it("has the spec's sections for both languages, Chinese with plugin development", () => {
    expect(Object.keys(sidebarFor("en"))).toEqual(["/guide/", "/config/", "/plugins/", "/api/", "/community/"]);
    const zhGuide = JSON.stringify(sidebarFor("zh")["/guide/"]);
    expect(zhGuide).toContain("/guide/plugin/start");
    expect(JSON.stringify(sidebarFor("en")["/guide/"])).not.toContain("/guide/plugin/");
    expect(JSON.stringify(sidebarFor("zh")["/config/"])).toContain("/config/logLevel");
  });
});

describe("head", () => {
  it("joins page and site title with ' - ', honouring titleSuffix", () => {
    expect(documentTitle("Quick start")).toBe("Quick start - Rsbuild");
    expect(documentTitle("Rsbuild", "Fast builds")).toBe("Rsbuild - Fast builds");
    expect(documentTitle("")).toBe("Rsbuild");
  });
  it("emits canonical, hreflang alternates with x-default, Open Graph and feeds", () => {
    const page = fixturePage("/guide/start/", {
      title: "Introduction",
      feeds: [{ url: "/feeds/releases-en.rss", mime: "application/rss+xml", language: "en" }],
    });
    const meta = pageMeta(page, "https://rsbuild.test", [
      { lang: "en", routePath: "/guide/start/" },
      { lang: "zh", routePath: "/zh/guide/start/" },
    ]);
    expect(meta).toContainEqual({ title: "Introduction - Rsbuild" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://rsbuild.test/guide/start/" });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "zh-CN", href: "https://rsbuild.test/zh/guide/start/" });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://rsbuild.test/guide/start/" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://rsbuild.test/guide/start/" });
    expect(meta).toContainEqual(expect.objectContaining({ rel: "alternate", type: "application/rss+xml" }));
  });
  it("holds the first paint until the first screen's frame is parsed", () => {
    const hold = (href: string) => ({ tagName: "link", rel: "expect", href, blocking: "render" });
    expect(firstScreenHold(fixturePage("/", { pageType: "home" }))).toEqual(hold("#home-content"));
    expect(firstScreenHold(fixturePage("/guide/start/"))).toEqual(hold("#content"));
  });
});
