import { describe, expect, it } from "vitest";
import { codeWords } from "../../scripts/content/code-words.ts";

describe("codeWords", () => {
  it("keeps the compound names of code: camelCase, dotted, snake_case and package paths", () => {
    const code = `import { defineConfig } from '@rsbuild/core';
import logoUrl, { ReactComponent as Logo } from './logo.svg';
window.__webpack_public_path__ = process.env.CDN_URL;
export default defineConfig({ tools: { rspack: { watchOptions: { poll: 1000 } } } });`;
    expect(codeWords(code).split(" ")).toEqual([
      "defineConfig",
      "rsbuild/core",
      "logoUrl",
      "ReactComponent",
      "logo.svg",
      "window.__webpack_public_path__",
      "process.env.CDN_URL",
      "watchOptions",
    ]);
  });

  it("leaves out keywords, plain words, comments and repeats", () => {
    expect(codeWords("const tools = true; // see pluginReact\n/* useMemo */ tools.x; tools.x")).toBe("tools.x");
    expect(codeWords("# npm add @rsbuild/plugin-svgr\n<!-- htmlTag -->")).toBe("");
    expect(codeWords("export default function () { return null; }")).toBe("");
  });
});
