import { describe, expect, it } from "vitest";
import { cacheKeyUrl } from "../../functions/pipeline/cache-key";
import { loadSearchPage, resultOf, type SearchPageData } from "~/content/search-page.server";
import { isSearchPage, searchPagePath } from "~/shared/routing/search-page";

// The results page of a GET search (what search leads to without the app).
const hit = (over: Record<string, unknown> = {}) => ({
  objectID: "1",
  type: "lvl2",
  url: "https://rsbuild.test/guide/start/quick-start#setup",
  content: null,
  hierarchy: { lvl0: "Guide", lvl1: "Quick start", lvl2: "Setup" },
  _highlightResult: { hierarchy: { lvl2: { value: "<mark>Set</mark>up <img src=x>" } } },
  ...over,
});

async function load(path: string, searchHits?: (lang: string, q: string) => Promise<unknown[]>) {
  const asked: string[] = [];
  const context = searchHits
    ? {
        searchHits: (lang: string, q: string) => {
          asked.push(`${lang}:${q}`);
          return searchHits(lang, q);
        },
      }
    : {};
  const res = await loadSearchPage(new Request(`http://site.test${path}`), context);
  return { status: res.status, data: (await res.json()) as SearchPageData, asked };
}

describe("the results page", () => {
  it("lives at /search and /zh/search", () => {
    expect([searchPagePath("en"), searchPagePath("zh")]).toEqual(["/search", "/zh/search"]);
    expect(isSearchPage("/zh/search")).toBe(true);
    expect(isSearchPage("/guide/search")).toBe(false);
  });

  it("lists hits as site-relative links, titles with no markup but <mark>", async () => {
    const { status, data, asked } = await load("/zh/search?q=%20setup%20", async () => [hit()]);
    expect(status).toBe(200);
    expect(asked).toEqual(["zh:setup"]);
    expect(data).toMatchObject({ lang: "zh", query: "setup", state: "results" });
    expect(data.groups).toEqual([
      {
        title: "Guide",
        hits: [{ url: "/guide/start/quick-start#setup", title: "<mark>Set</mark>up &lt;img src=x>", path: "Quick start" }],
      },
    ]);
  });

  it("answers an empty query with the start page, an overlong one with a 400, a failing engine with a 503", async () => {
    const never = async () => {
      throw new Error("must not search");
    };
    expect((await load("/search", never)).data.state).toBe("start");
    const long = await load(`/search?q=${"a".repeat(65)}`, never);
    expect([long.status, long.data.state]).toEqual([400, "tooLong"]);
    const failed = await load("/search?q=x", never);
    expect([failed.status, failed.data.state]).toEqual([503, "error"]);
    expect((await load("/search?q=x")).status).toBe(503);
  });

  it("has one edge cache entry per query, and pages keep none", () => {
    const key = (path: string) => cacheKeyUrl(new URL(`http://site.test${path}`), "b1", "auto");
    expect(key("/search?q=%20ssr%20&utm_source=x")).toBe(key("/search?q=ssr"));
    expect(key("/search?q=ssr")).not.toBe(key("/search?q=css"));
    expect(key("/zh/search?q=ssr")).toContain("q=ssr");
    expect(key("/guide/start/?q=ssr")).toBe(key("/guide/start/"));
  });

  it("marks a content hit's snippet and its place", () => {
    const content = hit({ type: "content", _snippetResult: { content: { value: "a <mark>b</mark>" } } });
    expect(resultOf(content as never)).toMatchObject({ title: "a <mark>b</mark>", path: "Quick start › Setup" });
  });
});
