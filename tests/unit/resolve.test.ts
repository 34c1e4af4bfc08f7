import { describe, expect, it } from "vitest";
import { createResolver } from "~/shared/routing/resolve";
import { fixturePages } from "../fixtures/pages";

const resolve = createResolver(fixturePages);
const routeOf = (path: string) => {
  const r = resolve(path);
  return r.kind === "page" ? r.page.routePath : r.kind === "redirect" ? `→ ${r.to}` : "404";
};

describe("page resolution (spec 2.1)", () => {
  it.each([
    ["/", "/"],
    ["/zh/", "/zh/"],
    ["/guide/start/", "/guide/start/"],
    ["/zh/guide/start/", "/zh/guide/start/"],
    ["/config/server/port", "/config/server/port"],
  ])("serves the canonical path %s", (path, route) => expect(routeOf(path)).toBe(route));

  it.each([
    ["/guide/start", "→ /guide/start/"],
    ["/guide/start/index", "→ /guide/start/"],
    ["/guide/start/index.html", "→ /guide/start/"],
    ["/config/server/port/", "→ /config/server/port"],
    ["/config/server/port.html", "→ /config/server/port"],
    ["/index.html", "→ /"],
    ["/zh", "→ /zh/"],
    ["/zh/index.html", "→ /zh/"],
    ["/Guide/Start/", "→ /guide/start/"],
  ])("redirects %s to its canonical form", (path, target) => expect(routeOf(path)).toBe(target));

  it("redirects a prefix equal to the default language to the path without it", () => {
    expect(routeOf("/en/guide/start/")).toBe("→ /guide/start/");
    expect(routeOf("/en/")).toBe("→ /");
    expect(routeOf("/en")).toBe("→ /");
    expect(routeOf("/en/missing")).toBe("404");
  });

  it.each(["/missing", "/guide/", "/zh/guide/only-english", "/guide/start/extra"])("answers not found for %s", (path) => {
    expect(routeOf(path)).toBe("404");
  });

  it("memoizes matches (same result object)", () => {
    expect(resolve("/guide/start/")).toBe(resolve("/guide/start/"));
  });

  it("keeps serving correctly after many distinct junk paths (bounded memo)", () => {
    for (let i = 0; i < 5000; i++) resolve(`/junk/${i}`);
    expect(routeOf("/guide/start/")).toBe("/guide/start/");
    expect(routeOf("/junk/1")).toBe("404");
  });
});
