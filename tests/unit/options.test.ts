import { describe, expect, it } from "vitest";
import type { ConfigOption } from "~/shared/content/config-options";
import { findOption } from "../../functions/mcp/options";

const option = (name: string): ConfigOption => ({ name, type: "string", default: "undefined", summary: "", url: `https://x/${name}` });
const options = ["output.distPath", "output.target", "server.proxy", "server.port", "tools.rspack", "performance.chunkSplit"].map(option);
const name = (r: ReturnType<typeof findOption>) => ("option" in r ? r.option.name : r.suggestions);

describe("findOption", () => {
  it.each([
    ["output.distPath", "output.distPath"],
    ["OUTPUT.DISTPATH", "output.distPath"],
    ["output.dist-path", "output.distPath"],
    ["distPath", "output.distPath"],
    ["proxy", "server.proxy"],
    ["server.proxy.target", "server.proxy"],
    ["performance.chunkSplit.strategy", "performance.chunkSplit"],
  ])("%s is %s", (asked, found) => {
    expect(name(findOption(asked, options))).toBe(found);
  });

  it("suggests close names for an unknown one, never an empty success", () => {
    expect(findOption("server.prxy", options)).toEqual({ suggestions: ["server.proxy"] });
    expect(findOption("webpack.entry", options)).toEqual({ suggestions: [] });
  });

  it("lists every option a bare last part could mean", () => {
    const both = [...options, option("source.target")];
    expect(findOption("target", both)).toEqual({ suggestions: ["output.target", "source.target"] });
  });
});
