import { describe, expect, it } from "vitest";
import { closeMatches, distance, loose } from "../../functions/mcp/suggest";

const options = [
  "output.distPath",
  "output.cleanDistPath",
  "server.proxy",
  "server.port",
  "html.template",
  "tools.rspack",
  "source.define",
];

describe("distance", () => {
  it("counts edits, a swap of neighbours as one", () => {
    expect(distance("proxy", "proxy")).toBe(0);
    expect(distance("prxy", "proxy")).toBe(1);
    expect(distance("tempalte", "template")).toBe(1);
    expect(distance("", "abc")).toBe(3);
  });
});

describe("closeMatches", () => {
  it("finds names within a few edits, of the whole name or of its last part", () => {
    expect(closeMatches("server.prxy", options)).toEqual(["server.proxy"]);
    expect(closeMatches("html.tempalte", options)).toEqual(["html.template"]);
    expect(closeMatches("serve.proxy", options)[0]).toBe("server.proxy");
  });

  it("ranks names containing the words asked first, shortest first", () => {
    expect(closeMatches("distpath", options)).toEqual(["output.distPath", "output.cleanDistPath"]);
  });

  it("gives nothing for unrelated or empty input, and stays bounded for long input", () => {
    expect(closeMatches("zzzzzz", options)).toEqual([]);
    expect(closeMatches("...", options)).toEqual([]);
    expect(closeMatches("x".repeat(100_000), options)).toEqual([]);
  });

  it("compares routes by their last segment too", () => {
    expect(closeMatches("/guide/basic/serve", ["/guide/basic/server", "/guide/basic/cli", "/config/server/port"])[0]).toBe(
      "/guide/basic/server",
    );
  });

  it("spells names loosely: case, dashes and underscores do not count", () => {
    expect(loose("Output.dist-Path")).toBe(loose("output.dist_path"));
  });
});
