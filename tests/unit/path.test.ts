import { describe, expect, it } from "vitest";
import { cleanPath, decodePath, encodePath, MAX_PATH_LENGTH, toggleTrailingSlash } from "~/shared/routing/path";

describe("decodePath", () => {
  it("decodes percent-encoding", () => {
    expect(decodePath("/guide/%E5%BC%80%E5%A7%8B")).toEqual({ ok: true, path: "/guide/开始" });
  });
  it.each([
    ["/%E0%A4%A", "malformed percent-encoding"],
    ["/guide/%00", "invalid character in path"],
    ["/guide/../etc/passwd", "dot segment in path"],
    ["/guide/%2e%2e/%2e%2e/etc", "dot segment in path"],
    ["/guide/%5c..%5c", "invalid character in path"],
    [`/${"a".repeat(MAX_PATH_LENGTH + 1)}`, "path too long"],
    [`/${"%41".repeat(9000)}`, "path too long"],
  ])("rejects %s", (raw, reason) => {
    expect(decodePath(raw)).toEqual({ ok: false, reason });
  });
  it("collapses repeated slashes", () => {
    expect(decodePath("//guide///start/")).toEqual({ ok: true, path: "/guide/start/" });
  });
});

describe("cleanPath", () => {
  it.each([
    ["/guide/start/index.html", "/guide/start/"],
    ["/guide/start/index", "/guide/start/"],
    ["/config/dev/hmr.html", "/config/dev/hmr"],
    ["/index.html", "/"],
    ["/", "/"],
  ])("%s → %s", (input, output) => expect(cleanPath(input)).toBe(output));
});

describe("trailing slash and encoding", () => {
  it("toggles the trailing slash except at the root", () => {
    expect(toggleTrailingSlash("/guide/start")).toBe("/guide/start/");
    expect(toggleTrailingSlash("/guide/start/")).toBe("/guide/start");
    expect(toggleTrailingSlash("/")).toBe("/");
  });
  it("encodes segments but keeps slashes", () => {
    expect(encodePath("/zh/指南/a b")).toBe("/zh/%E6%8C%87%E5%8D%97/a%20b");
  });
});
