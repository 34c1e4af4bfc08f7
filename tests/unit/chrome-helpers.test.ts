import { describe, expect, it, vi } from "vitest";
import { readAppearance } from "~/hooks/useAppearance";
import { homeColumns } from "~/components/layout/HomeFeatures";
import { isActive } from "~/components/nav/NavBarMenuLink";
import { chromeSwitches } from "~/lib/chrome";
import { formatDate } from "~/lib/format";
import { isInternalHref, pageRouteId } from "~/lib/preload";
import { progress, trickle } from "~/lib/progress";
import { throttle } from "~/lib/throttle";

describe("throttle", () => {
  it("throws 'Expected a function' for a non-function", () => {
    expect(() => throttle(42 as unknown as () => void, 100)).toThrow("Expected a function");
  });
  it("runs at once, then at most once per window with the latest arguments", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t(1);
    t(2);
    t(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenLastCalledWith(3);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe("chrome switches", () => {
  it("frontmatter false or ?part=0 hides a part", () => {
    expect(chromeSwitches({}, new URLSearchParams())).toEqual({ navbar: true, sidebar: true, outline: true, footer: true });
    expect(chromeSwitches({ sidebar: false }, new URLSearchParams("outline=0&navbar=0&footer=1"))).toEqual({ navbar: false, sidebar: false, outline: false, footer: true });
  });
});

describe("small helpers", () => {
  it("an invalid stored appearance becomes auto", () => {
    expect(readAppearance("dark")).toBe("dark");
    expect(readAppearance("purple")).toBe("auto");
    expect(readAppearance(null)).toBe("auto");
  });
  it("home grid columns are 2, 3, 4 or 6, defaulting to 4", () => {
    expect([2, 3, 4, 6, 5, 0].map(homeColumns)).toEqual([2, 3, 4, 6, 4, 4]);
  });
  it("activeMatch decides the active nav item; a bad pattern is inactive", () => {
    expect(isActive({ text: "Guide", link: "/guide/start/", activeMatch: "^/guide/" }, "/guide/basic/cli")).toBe(true);
    expect(isActive({ text: "Guide", link: "/guide/start/", activeMatch: "^/guide/" }, "/config/")).toBe(false);
    expect(isActive({ text: "x", activeMatch: "([" }, "/")).toBe(false);
  });
  it("formats dates per language in UTC", () => {
    expect(formatDate("2024-09-10T23:30:00Z", "en")).toBe("September 10, 2024");
    expect(formatDate("2024-09-10T23:30:00Z", "zh")).toBe("2024年9月10日");
    expect(formatDate("not a date", "en")).toBe("");
  });
  it("progress trickles from the minimum and never reaches 1", () => {
    expect(progress).toMatchObject({ delay: 200, minimum: 0.08, speed: 200, trickleAmount: 0.02, trickleInterval: 800 });
    expect(trickle(0)).toBeCloseTo(0.1);
    let v = 0;
    for (let i = 0; i < 1000; i++) v = trickle(v);
    expect(v).toBeLessThan(1);
  });
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
