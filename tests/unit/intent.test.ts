import { describe, expect, it } from "vitest";
import { kindOf, writesPlugin } from "../../functions/search/intent";

describe("writesPlugin", () => {
  it.each([
    "compile .pug files with a custom plugin",
    "add a script tag to the page from my own plugin",
    "replace text in the final html from a plugin",
    "plugin transform only for the node bundle",
    "my plugin's modifyrsbuildconfig runs after the other plugins",
    "插件 编译 pug 文件",
    "在 插件 中 往 html 插入 script 标签",
    "编写插件",
  ])("a plugin the reader writes: %s", (q) => {
    expect(writesPlugin(q)).toBe(true);
  });
  it.each([
    "babel plugin not applied",
    "tailwind postcss plugin runs after my other postcss plugins",
    "which plugins are registered",
    "using @rsbuild/plugin-react in a preact project",
    "html-rspack-plugin hooks",
    "babel 插件 迁移 swc",
    "模块联邦 插件",
    "hmr not working",
  ])("a named plugin, or none: %s", (q) => {
    expect(writesPlugin(q)).toBe(false);
  });
});

describe("kindOf", () => {
  it("raises the FAQ for a problem and the plugin API for a plugin's author, and lowers the plugin list for the latter", () => {
    const problem = kindOf("hmr not working");
    expect([problem("https://x/guide/faq/hmr"), problem("https://x/config/dev/hmr")]).toEqual([1.5, 1]);
    const author = kindOf("compile .pug files with a custom plugin");
    expect(author("https://x/plugins/dev/core")).toBeGreaterThan(1);
    expect(author("https://x/zh/guide/plugin/start")).toBeGreaterThan(1);
    expect(author("https://x/plugins/list/plugin-babel")).toBeLessThan(1);
    expect(author("https://x/guide/faq/hmr")).toBe(1);
    expect(kindOf("server port")("https://x/plugins/dev/core")).toBe(1);
  });
});
