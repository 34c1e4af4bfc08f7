import { describe, expect, it } from "vitest";
import { langOfQuery, parsePageRef, sectionOf } from "../../functions/mcp/paths";

describe("parsePageRef", () => {
  it.each([
    ["/guide/start/quick-start", "/guide/start/quick-start", "en"],
    ["guide/start/quick-start.md", "/guide/start/quick-start", "en"],
    ["/guide/start/quick-start.html#setup", "/guide/start/quick-start", "en"],
    ["https://v1.rsbuild.rs/zh/guide/start/index.md?x=1", "/zh/guide/start/", "zh"],
    ["http://localhost:8788/config/", "/config/", "en"],
    ["/en/config/server/port", "/config/server/port", "en"],
    ["zh", "/zh/", "zh"],
    ["/", "/", "en"],
    ["//config//mode", "/config/mode", "en"],
    ["/config/output/dist%2Dpath", "/config/output/dist-path", "en"],
  ])("%s → %s", (input, routePath, lang) => {
    expect(parsePageRef(input)).toEqual({ ok: true, routePath, lang });
  });

  it.each(["", "   ", "/guide/../etc/passwd", "/%E0%A4%A", "https://[bad", "/x".repeat(2000)])("refuses %j", (input) => {
    expect(parsePageRef(input)).toMatchObject({ ok: false, reason: expect.any(String) });
  });
});

describe("sectionOf and langOfQuery", () => {
  it("reads the section after the language prefix", () => {
    expect(sectionOf("/zh/config/mode")).toBe("config");
    expect(sectionOf("/plugins/list/")).toBe("plugins");
    expect(sectionOf("/")).toBeNull();
  });

  it("takes a query with Chinese characters for Chinese", () => {
    expect(langOfQuery("代理 server")).toBe("zh");
    expect(langOfQuery("server proxy")).toBe("en");
  });
});
