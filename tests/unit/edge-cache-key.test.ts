import { beforeEach, describe, expect, it, vi } from "vitest";
import { cacheKeyUrl, pageQuery } from "../../functions/pipeline/cache-key";
import { dataRouteMatcher } from "../../functions/pipeline/data-routes";
import { fakeApp, freshCache, send } from "../fixtures/edge-app";
import { fixturePages } from "../fixtures/pages";
import { setManifest } from "~/shared/content/manifest";

setManifest({ buildId: "content1", siteUrl: "", pages: fixturePages });

const app = fakeApp();
const visited = { cookie: "rsbuild-visited=1" };
const get = (path: string, headers: Record<string, string> = visited, method = "GET") => send(app, path, { headers, method });

beforeEach(() => {
  freshCache();
  app.renders = 0;
});

describe("the edge cache key", () => {
  it("keeps only the query parameters that change the page", () => {
    const params = new URLSearchParams(
      "utm_source=x&utm_medium=y&fbclid=1&gclid=2&ref=3&footer=0&navbar=1&_data=root&sidebar=0&outline=no",
    );
    expect(pageQuery(params).toString()).toBe("_data=root&sidebar=0&footer=0");
    const key = cacheKeyUrl(new URL("http://site.test/guide/start/?utm_source=x&__variant=dark"), "b1", "auto");
    expect(key).toBe("http://site.test/guide/start/?__build=b1&__variant=auto");
  });

  it("serves campaign-tagged URLs from the page's entry, saying HIT or MISS", async () => {
    const first = await get("/guide/start/");
    expect(first.headers.get("x-cache")).toBe("MISS");
    for (const query of ["?utm_source=news&utm_campaign=x", "?fbclid=abc", "?gclid=1&anything=else"]) {
      const res = await get(`/guide/start/${query}`);
      expect(res.headers.get("x-cache"), query).toBe("HIT");
    }
    expect(app.renders).toBe(1);
    expect((await get("/guide/start/?footer=0")).headers.get("x-cache")).toBe("MISS");
    expect((await get("/guide/start/?footer=0&utm_source=x")).headers.get("x-cache")).toBe("HIT");
    expect(app.renders).toBe(2);
  });
});

describe("validators", () => {
  it("an ETag names one page: another page or a missing one answers in full", async () => {
    const etag = (await get("/guide/start/")).headers.get("etag")!;
    expect((await get("/guide/start/", { ...visited, "if-none-match": etag })).status).toBe(304);
    expect((await get("/guide/start/?utm_source=x", { ...visited, "if-none-match": `W/"x", ${etag}` })).status).toBe(304);
    const other = await get("/config/server/port", { ...visited, "if-none-match": etag });
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).not.toBe(etag);
    expect((await get("/missing", { ...visited, "if-none-match": etag })).status).toBe(404);
  });

  it("the ETag is weak and the answer varies by Accept-Encoding, since the runtime may gzip it", async () => {
    const res = await get("/guide/start/");
    expect(res.headers.get("etag")).toMatch(/^W\//);
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
  });
});

describe("HEAD", () => {
  it("carries every header of the GET, the CSP included, and no body", async () => {
    for (const [path, headers] of [
      ["/guide/start/", visited],
      ["/missing", visited],
      ["/guide/start/", { "accept-language": "en" }],
    ] as const) {
      const getRes = await get(path, headers);
      const head = await get(path, headers, "HEAD");
      const names = (r: Response) => [...r.headers.entries()].filter(([k]) => k !== "content-length" && k !== "x-cache");
      expect(names(head), path).toEqual(names(getRes));
      expect(head.headers.get("content-security-policy")).toContain("script-src");
      expect(head.status).toBe(getRes.status);
      expect(await head.text()).toBe("");
    }
  });
});

describe("Remix data requests", () => {
  it("an id that names no matching route is a quiet 404, never rendered", async () => {
    const errors = vi.spyOn(console, "error");
    for (const id of ["nope", "routes/other", "", "<script>"]) {
      const res = await get(`/guide/start/?_data=${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/json/);
    }
    expect(app.renders).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    expect((await get("/guide/start/?_data=routes%2Fpage")).status).toBe(200);
  });

  it("match ids the way Remix does, from the build's route manifest, keeping routes with a loader", () => {
    const loader = { loader: () => null };
    const layout = {};
    const routes = {
      root: { id: "root", path: "", module: loader },
      theme: { id: "theme", parentId: "root", path: "resources/theme", module: { action: () => null } },
      "locale-zh": { id: "locale-zh", parentId: "root", path: "zh", module: layout },
      "locale-en": { id: "locale-en", parentId: "root", module: layout },
      "home-en": { id: "home-en", parentId: "locale-en", index: true, module: loader },
      "section-en": { id: "section-en", parentId: "locale-en", path: ":section", module: loader },
      "section-index-en": { id: "section-index-en", parentId: "section-en", index: true, module: loader },
      "page-en": { id: "page-en", parentId: "section-en", path: "*", module: loader },
      "home-zh": { id: "home-zh", parentId: "locale-zh", index: true, module: loader },
      "section-zh": { id: "section-zh", parentId: "locale-zh", path: ":section", module: loader },
      "page-zh": { id: "page-zh", parentId: "section-zh", path: "*", module: loader },
    };
    const match = dataRouteMatcher(routes);
    expect(match("/guide/start/")).toEqual(["root", "section-en", "page-en"]);
    expect(match("/guide/")).toEqual(["root", "section-en", "section-index-en"]);
    expect(match("/")).toEqual(["root", "home-en"]);
    expect(match("/zh/guide/start/")).toEqual(["root", "section-zh", "page-zh"]);
    expect(match("/resources/theme")).toEqual(["root"]);
  });
});
