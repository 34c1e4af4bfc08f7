import { describe, expect, it } from "vitest";
import { codeWords } from "../../scripts/content/code-words.ts";

describe("codeWords", () => {
  it("keeps the compound names of code: camelCase, dotted and snake_case", () => {
    const code = `import { defineConfig } from '@rsbuild/core';
import logoUrl, { ReactComponent as Logo } from './logo.svg';
window.__webpack_public_path__ = process.env.CDN_URL;
export default defineConfig({ tools: { rspack: { watchOptions: { poll: 1000 } } } });`;
    expect(codeWords(code).split(" ")).toEqual([
      "defineConfig",
      "logoUrl",
      "ReactComponent",
      "window.__webpack_public_path__",
      "process.env.CDN_URL",
      "watchOptions",
    ]);
  });

  it("leaves out keywords, plain words, file and package paths, comments and repeats", () => {
    expect(codeWords("import App from './src/App.tsx'; import { pluginReact } from '@rsbuild/plugin-react'; new URL('./logo.svg')")).toBe(
      "pluginReact",
    );
    expect(codeWords("const tools = true; // see pluginReact\n/* useMemo */ tools.x; tools.x")).toBe("tools.x");
    expect(codeWords("# npm add @rsbuild/plugin-svgr\n<!-- htmlTag -->")).toBe("");
    expect(codeWords("export default function () { return null; }")).toBe("");
  });
});
