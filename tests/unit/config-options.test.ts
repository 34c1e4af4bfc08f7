import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ConfigOptions } from "~/shared/content/config-options";
import type { PageData } from "~/shared/content/types";
import { configOptions, extractOption } from "../../scripts/content/config-options";

const inline = `# server.port

- **Type:** \`number\`
- **Default:** \`3000\`

Sets the port
of the server.

> **Tip**
> Not this.

\`\`\`ts title="rsbuild.config.ts"
export default defineConfig({ server: { port: 8080 } });
\`\`\`
`;

const blocks = `# output.distPath

- **类型：**

\`\`\`ts
type DistPath = string | { root?: string };
\`\`\`

- **默认值：**

\`\`\`js
const defaultDistPath = { root: 'dist' };
\`\`\`

设置输出目录。

\`\`\`bash
dist
\`\`\`

\`\`\`ts
export const a = 1;
\`\`\`

\`\`\`ts
export default defineConfig({ output: { distPath: { root: 'build' } } });
\`\`\`

## Sub option

- **Type:** \`boolean\`
`;

describe("extractOption", () => {
  it("reads inline fields, the first paragraph after them as one line, and the example", () => {
    expect(extractOption(inline, "server.port", "https://x/config/server/port")).toEqual({
      name: "server.port",
      type: "number",
      default: "3000",
      summary: "Sets the port of the server.",
      example: { language: "ts", code: "export default defineConfig({ server: { port: 8080 } });" },
      url: "https://x/config/server/port",
    });
  });

  it("reads fields from the code block below them, in Chinese, preferring a defineConfig example", () => {
    const option = extractOption(blocks, "output.distPath", "u");
    expect(option.type).toBe("type DistPath = string | { root?: string };");
    expect(option.default).toBe("const defaultDistPath = { root: 'dist' };");
    expect(option.summary).toBe("设置输出目录。");
    expect(option.example?.code).toContain("root: 'build'");
  });

  it("leaves out the example when the page has none", () => {
    expect(extractOption("- **Type:** `string`\n- **Default:** `'a'`\n\nText.\n", "x", "u")).not.toHaveProperty("example");
  });
});

describe("the generated reference", () => {
  const root = path.resolve(__dirname, "../..");
  const generated = path.join(root, "app/generated/config-options.json");
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "app/generated/manifest.json"), "utf8")) as { pages: PageData[] };

  it("has every option page of both languages, each with its type, default, summary, example and URL", () => {
    const data = JSON.parse(fs.readFileSync(generated, "utf8")) as ConfigOptions;
    for (const lang of ["en", "zh"] as const) {
      const names = manifest.pages.filter((p) => p.lang === lang && p.frontmatter.option).map((p) => p.frontmatter.option);
      expect(data[lang].map((o) => o.name).sort()).toEqual([...names].sort());
      for (const o of data[lang]) {
        expect(o.type && o.default && o.summary && o.example?.code, `${lang} ${o.name}`).toBeTruthy();
        expect(o.url).toMatch(lang === "zh" ? /\/zh\/config\// : /^https?:\/\/[^/]+\/config\//);
      }
    }
  });

  it("is what configOptions makes of pages (only pages with an option, sorted by name)", () => {
    const page = (lang: "en" | "zh", routePath: string, option?: string) =>
      ({ lang, routePath, frontmatter: option ? { option } : {} }) as PageData;
    const out = configOptions(
      [page("en", "/config/b", "b.b"), page("en", "/guide/x"), page("zh", "/zh/config/a", "a.a"), page("en", "/config/a", "a.a")],
      ["", "", "", ""],
      "https://s.example",
    );
    expect(out.en.map((o) => [o.name, o.url])).toEqual([
      ["a.a", "https://s.example/config/a"],
      ["b.b", "https://s.example/config/b"],
    ]);
    expect(out.zh.map((o) => o.url)).toEqual(["https://s.example/zh/config/a"]);
  });
});
