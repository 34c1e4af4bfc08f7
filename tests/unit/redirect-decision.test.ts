import { describe, expect, it } from "vitest";
import { canonicalRedirect, localeRedirect, redirectLocation } from "~/shared/routing/redirect-decision";
import { createResolver } from "~/shared/routing/resolve";
import { createTwins } from "~/shared/routing/twins";
import { fixturePages } from "../fixtures/pages";

const site = { resolve: createResolver(fixturePages), twinOf: createTwins(fixturePages) };

describe("redirect location", () => {
  it("encodes a site path and keeps the query; an absolute URL goes as it is", () => {
    expect(redirectLocation("/guide/start/", "?a=1")).toBe("/guide/start/?a=1");
    expect(redirectLocation("/zh/指南", "")).toBe("/zh/%E6%8C%87%E5%8D%97");
    expect(redirectLocation("https://github.com/x/y", "?a=1")).toBe("https://github.com/x/y");
  });
});

describe("canonical redirect (table, then spelling)", () => {
  it("applies the redirect table first, with the query string", () => {
    expect(canonicalRedirect("/config/source/alias", "?x=1", site)).toEqual({ location: "/config/resolve/alias?x=1", status: 301 });
    expect(canonicalRedirect("/plugins/list/plugin-assets-retry", "?x=1", site)?.location).toMatch(/^https:\/\/github\.com\/[^?]+$/);
  });
  it.each([
    ["/guide/start", "/guide/start/"],
    ["/guide/start/index.html", "/guide/start/"],
    ["/config/server/port/", "/config/server/port"],
    ["/en/guide/start/", "/guide/start/"],
    ["/zh", "/zh/"],
  ])("sends %s to its canonical spelling %s", (path, location) => {
    expect(canonicalRedirect(path, "", site)).toEqual({ location, status: 301 });
  });
  it("leaves canonical pages and unknown paths alone", () => {
    expect(canonicalRedirect("/guide/start/", "?a=1", site)).toBeUndefined();
    expect(canonicalRedirect("/no/such/page", "", site)).toBeUndefined();
  });
});

describe("locale redirect", () => {
  it("sends the reader to the twin in the preferred locale, keeping the query", () => {
    expect(localeRedirect("/guide/start/", "?a=1", "zh", site)).toEqual({ location: "/zh/guide/start/?a=1", status: 302 });
    expect(localeRedirect("/zh/config/logLevel", "", "en", site)).toEqual({ location: "/config/log-level", status: 302 });
  });
  it("stays when no locale is preferred, it is the page's own, or the page has no twin", () => {
    expect(localeRedirect("/guide/start/", "", undefined, site)).toBeUndefined();
    expect(localeRedirect("/zh/guide/start/", "", "zh", site)).toBeUndefined();
    expect(localeRedirect("/guide/only-english", "", "zh", site)).toBeUndefined();
  });
  it("decides nothing for a spelling that is not the page's canonical one or an unknown path", () => {
    expect(localeRedirect("/guide/start", "", "zh", site)).toBeUndefined();
    expect(localeRedirect("/no/such/page", "", "zh", site)).toBeUndefined();
  });
});
