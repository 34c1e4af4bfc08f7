import { beforeEach, describe, expect, it, vi } from "vitest";
import { cacheControl } from "~/shared/http/cache-control";
import { fixturePages } from "../fixtures/pages";
import { setManifest } from "~/shared/content/manifest";
import { prefersMarkdown } from "../../functions/pipeline/accept";
import { fakeApp } from "../fixtures/edge-app";

setManifest({ buildId: "content1", siteUrl: "", pages: fixturePages });

const { handleSafely } = await import("../../functions/pipeline");

const ctx = { waitUntil: (p: Promise<unknown>) => void p, passThroughOnException() {} } as unknown as ExecutionContext;
const app = {
  ...fakeApp(),
  render: async (req: Request) => new Response(`<html>${new URL(req.url).pathname}</html>`, { headers: { "content-type": "text/html" } }),
};
const files: Record<string, string> = { "/guide/start/index.md": "# Introduction\n", "/guide/start/quick-start.md": "# Quick Start\n" };
const assets = {
  requested: [] as string[],
  async fetch(req: Request) {
    const path = new URL(req.url).pathname;
    this.requested.push(path);
    return path in files
      ? new Response(files[path], { headers: { "content-type": "text/markdown", etag: '"md1"' } })
      : new Response("nope", { status: 404 });
  },
};
const get = (path: string, accept: string, method = "GET") =>
  handleSafely(
    new Request(`http://site.test${path}`, { method, headers: { accept, "accept-language": "en", cookie: "rsbuild-visited=1" } }),
    { ASSETS: assets },
    ctx,
    app,
  );

beforeEach(() => {
  vi.stubGlobal("caches", { default: { match: async () => undefined, put: async () => {} } });
  assets.requested = [];
});

describe("Accept: text/markdown", () => {
  it("prefers Markdown only when it is acceptable and HTML is not preferred to it", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html")).toBe(true);
    expect(prefersMarkdown("text/markdown, */*")).toBe(true);
    expect(prefersMarkdown("text/html;q=0.5, text/markdown")).toBe(true);
    expect(prefersMarkdown("text/html, text/markdown")).toBe(false);
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown("text/*")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0, text/plain")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0.5, text/html;q=0.9")).toBe(false);
    expect(prefersMarkdown("")).toBe(false);
    expect(prefersMarkdown(null)).toBe(false);
    expect(prefersMarkdown(";;, /, text/markdown;q=abc")).toBe(false);
  });

  it("answers the page URL with its Markdown twin, typed, cached like the page and varying on Accept", async () => {
    const res = await get("/guide/start/quick-start", "text/markdown");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(cacheControl.page);
    expect(res.headers.get("vary")).toMatch(/\bAccept\b/);
    expect(res.headers.get("content-location")).toBe("/guide/start/quick-start.md");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toBe("# Quick Start\n");
    const index = await get("/guide/start/", "text/markdown");
    expect(await index.text()).toBe("# Introduction\n");
    expect(assets.requested).toEqual(["/guide/start/quick-start.md", "/guide/start/index.md"]);
  });

  it("gives the HTML variant Vary: Accept too, and leaves browsers on HTML", async () => {
    const res = await get("/guide/start/quick-start", "text/html,*/*;q=0.8");
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("vary")).toMatch(/\bAccept\b/);
    expect(assets.requested).toEqual([]);
  });

  it("redirects first (canonical spelling), then negotiates; a path with no twin gets a Markdown 404", async () => {
    const redirect = await get("/guide/start", "text/markdown");
    expect(redirect.status).toBe(301);
    const missing = await get("/guide/no-such-page", "text/markdown");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await missing.text()).toMatch(/^# Page not found/);
  });

  it("answers HEAD without a body", async () => {
    const res = await get("/guide/start/quick-start", "text/markdown", "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await res.text()).toBe("");
  });
});
