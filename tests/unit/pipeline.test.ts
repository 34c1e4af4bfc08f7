import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApp, freshCache, send, type MemoryCache } from "../fixtures/edge-app";
import { fixturePages } from "../fixtures/pages";
import { setManifest } from "~/shared/content/manifest";

setManifest({ buildId: "content1", siteUrl: "", pages: fixturePages });

const app = fakeApp();
const get = (path: string, headers: Record<string, string> = {}, method = "GET") => send(app, path, { headers, method });

let cache: MemoryCache;
beforeEach(() => {
  cache = freshCache();
  app.renders = 0;
});

describe("edge pipeline", () => {
  it("answers 400 for malformed paths and 405 for unknown methods, never 500", async () => {
    for (const path of [
      "/%E0%A4%A",
      "/a%00b",
      "/guide/%2e%2e%2fetc",
      "/a%5cb",
      `/${"x".repeat(9000)}`,
      "/guide/%E2%80%A8x",
      "/%E2%80%A9",
    ]) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(await res.text()).not.toMatch(/at .*\.js|Error:/);
    }
    // Encoded dot segments are resolved by URL parsing itself and cannot climb above the root.
    expect(new URL("http://site.test/guide/%2e%2e/%2e%2e/x").pathname).toBe("/x");
    const res = await get("/guide/start/", {}, "DELETE");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  it("applies the redirect table and canonical forms with permanent redirects", async () => {
    const table = await get("/config/source/alias?x=1");
    expect(table.status).toBe(301);
    expect(table.headers.get("location")).toBe("/config/resolve/alias?x=1");
    expect(table.headers.get("cache-control")).toMatch(/s-maxage/);
    expect((await get("/guide/start")).headers.get("location")).toBe("/guide/start/");
    expect((await get("/en/guide/start/")).headers.get("location")).toBe("/guide/start/");
  });

  it("collapses repeated slashes with a permanent redirect", async () => {
    const res = await get("//guide///start/?q=1", { cookie: "rsbuild-visited=1" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/guide/start/?q=1");
  });

  it("leaves Remix data requests to the loaders", async () => {
    const res = await get("/guide/start?_data=routes%2Fpage", { cookie: "rsbuild-visited=1" });
    expect(res.status).toBe(200);
  });

  it("redirects a first visit to the preferred locale once, and sets the visited cookie", async () => {
    const first = await get("/guide/start/", { "accept-language": "zh-CN,zh;q=0.9" });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/zh/guide/start/");
    expect(first.headers.get("set-cookie")).toMatch(/^rsbuild-visited=1/);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const again = await get("/guide/start/", { "accept-language": "zh-CN", cookie: "rsbuild-visited=1" });
    expect(again.status).toBe(200);
  });

  it("never redirects bots, pages without a twin, or readers already in their language", async () => {
    const bot = await get("/guide/start/", { "accept-language": "zh-CN", "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(bot.status).toBe(200);
    expect((await get("/guide/only-english", { "accept-language": "zh" })).status).toBe(200);
    expect((await get("/zh/guide/start/", { "accept-language": "zh" })).status).toBe(200);
  });

  it("marks first visits without a redirect as visited too", async () => {
    const res = await get("/guide/start/", { "accept-language": "en" });
    expect(res.headers.get("set-cookie")).toMatch(/rsbuild-visited=1/);
  });

  it("caches pages at the edge by build and theme, with an ETag for 304s", async () => {
    const headers = { cookie: "rsbuild-visited=1" };
    const first = await get("/guide/start/", headers);
    expect(first.headers.get("cache-control")).toMatch(/s-maxage=\d+.*|stale-while-revalidate/);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    await get("/guide/start/", headers);
    expect(app.renders).toBe(1);
    expect([...cache.store.keys()][0]).toContain("__build=assets1-content1");
    expect([...cache.store.keys()][0]).toContain("__variant=auto");
    const revalidated = await get("/guide/start/", { ...headers, "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
  });

  it("caches 404s briefly", async () => {
    const res = await get("/missing", { cookie: "rsbuild-visited=1" });
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
  });

  it("renders when the cache throws", async () => {
    vi.stubGlobal("caches", { default: { match: () => Promise.reject(new Error("down")), put: () => Promise.reject(new Error("down")) } });
    expect((await get("/guide/start/", { cookie: "rsbuild-visited=1" })).status).toBe(200);
  });

  it("turns an unexpected failure into a 500 without details and keeps serving", async () => {
    const res = await get("/boom", { cookie: "rsbuild-visited=1" });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("secret stack detail");
    expect((await get("/guide/start/", { cookie: "rsbuild-visited=1" })).status).toBe(200);
  });
});

describe("build skew", () => {
  it("every answer names the worker's build; a hashed chunk of another build gets the hand-over module", async () => {
    for (const path of ["/guide/start/", "/guide/start/?_data=routes%2Fpage", "/missing-page", "/%E0%A4%A"]) {
      expect((await get(path, { cookie: "rsbuild-visited=1" })).headers.get("x-build-id"), path).toBe("assets1");
    }
    app.renders = 0;
    const chunk = await get("/build/routes/home-OLD12345.js");
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await chunk.text()).toContain("__docsSkew");
    expect(app.renders).toBe(0);
    expect((await get("/build/routes/home-OLD12345.js", {}, "POST")).status).toBe(405);
  });
});

describe("the edge cache across deploys", () => {
  it("a new deployed version starts a fresh key space, even when only server code changed", async () => {
    const visitedReader = { headers: { cookie: "rsbuild-visited=1" } };
    const v1 = { ...visitedReader, env: { CF_VERSION_METADATA: { id: "version-1" } } };
    const v2 = { ...visitedReader, env: { CF_VERSION_METADATA: { id: "version-2" } } };
    expect((await send(app, "/guide/start/", v1)).headers.get("x-cache")).toBe("MISS");
    expect((await send(app, "/guide/start/", v1)).headers.get("x-cache")).toBe("HIT");
    expect((await send(app, "/guide/start/", v2)).headers.get("x-cache")).toBe("MISS");
  });
});
