import { describe, expect, it } from "vitest";
import { isInternalHref, pageRouteId } from "~/lib/preload";

describe("route ids and internal links", () => {
  it("maps paths to the route that renders them, and spots internal links", () => {
    expect(pageRouteId("/")).toBe("home-en");
    expect(pageRouteId("/zh/")).toBe("home-zh");
    expect(pageRouteId("/config/")).toBe("section-index-en");
    expect(pageRouteId("/zh/guide/start/")).toBe("page-zh");
    expect(pageRouteId("/config/server/port")).toBe("page-en");
    expect(isInternalHref("/guide/", "https://a.dev")?.pathname).toBe("/guide/");
    expect(isInternalHref("https://b.dev/guide/", "https://a.dev")).toBeUndefined();
    expect(isInternalHref("/build/x.js", "https://a.dev")).toBeUndefined();
  });
  it("resolves same-page anchors and relative links against the page, not the site root", () => {
    expect(isInternalHref("#setup", "https://a.dev/guide/start/quick-start")?.pathname).toBe("/guide/start/quick-start");
    expect(isInternalHref("#setup", "https://a.dev/guide/start/quick-start")?.hash).toBe("#setup");
    expect(isInternalHref("cli", "https://a.dev/guide/start/quick-start")?.pathname).toBe("/guide/start/cli");
  });
});
