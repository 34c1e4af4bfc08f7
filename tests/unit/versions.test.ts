import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { PageData } from "~/shared/content/types";
import { versionedNames, versionOf, versionSource } from "~/shared/content/versions";
import { badgesOf, scopeOf, VersionMatcher } from "../../scripts/content/versions.ts";
import { markdownPath } from "../../scripts/content/markdown/files.ts";

const root = path.resolve(__dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "app/generated/manifest.json"), "utf8")) as { pages: PageData[] };
const twin = (page: PageData) => fs.readFileSync(path.join(root, "public", markdownPath(page.routePath)), "utf8");
const pagePath = (page: PageData) => page.relativePath.replace(/^(en|zh)\//, "");
const badgeCode = (texts: string[]) => texts.map((t) => `\`${t}\``).join(" ");

/** Versioned names with no heading or table row of their own, and why. */
const unbadged: Record<string, string> = {
  "config:html.implementation": "undocumented (see config-coverage.test.ts); no page",
  "config:resolve": "a section, not an option: each resolve.* page carries the badge it inherits",
  "config:source.alias": "no page (config-coverage.test.ts); resolve.alias says it replaced source.alias in 1.1.7",
  "config:source.aliasStrategy": "no page; resolve.aliasStrategy says it replaced source.aliasStrategy in 1.1.7",
  "@rsbuild/plugin-solid:solidPresetOptions.omitLastClosingTag":
    "solidPresetOptions is deprecated; its page points to `solid` and lists no sub-options",
  "@rsbuild/plugin-solid:solidPresetOptions.omitQuotes": "as above",
};

/** Versioned parameter names (reached through a function's parameters or an array's items) no page lists as a heading or row, by prefix. */
const unbadgedParameters: Record<string, string> = {
  "export:defineConfig.": "the parameter is the configuration: each option's own page carries its badge",
  "api:modifyRsbuildConfig.": "as above",
  "api:modifyEnvironmentConfig.": "as above",
  "api:modifyRspackConfig.": "its utils are documented once, on tools.rspack, which carries their badges; its config is Rspack's",
  "config:plugins.": "the plugin object: plugins/dev/index badges apply and enforce",
  "instance:addPlugins.": "as above",
  "api:on": "a hook's context fields are listed inside a cell of the hooks tables, not as rows",
  "instance:on": "as above",
  "instance:build.compiler": "a deprecated option the instance page no longer lists",
  "instance:createDevServer.compiler": "as above",
  "instance:startDevServer.compiler": "as above",
  "instance:createCompiler.watch": "left in 1.0.11; not documented",
  "instance:initConfigs.action": "not documented",
  "instance:preview.checkDistDir": "shown only in the type block of rsbuild.preview",
  "config:performance.printFileSize.total.": "the fields of the function form's argument, shown only in its type block",
  "config:tools.bundlerChain.": "the chain utils are documented on tools.bundlerChain's page as prose",
  "config:tools.webpackChain.": "webpack only; no page",
  "config:tools.webpack.": "as above",
  "config:tools.postcss.addPlugins.order": "shown only in the type block of tools.postcss",
};

describe("versionOf", () => {
  it("reads the data file, and a sub-option inherits the arrival of the option above it", () => {
    expect(versionOf("config", "dev.browserLogs")).toEqual({ added: "1.5.13" });
    expect(versionOf("config", "output.module")).toEqual({ added: "1.5.0" });
    expect(versionOf("config", "resolve.alias")).toEqual({ added: "1.1.7" });
    expect(versionOf("config", "source.alias")).toEqual({ deprecated: "1.1.7" });
    expect(versionOf("config", "output.distPath")).toBeUndefined();
    expect(versionOf("config", "no.such.option")).toBeUndefined();
    expect(versionOf("api", "transform")).toBeUndefined();
    expect(versionOf("@rsbuild/plugin-sass", "rewriteUrls")).toEqual({ added: "1.2.0" });
  });

  it("was generated from every 1.x release of @rsbuild/core from 1.0.1 to the installed one", () => {
    const installed = JSON.parse(fs.readFileSync(path.join(root, "node_modules/@rsbuild/core/package.json"), "utf8")).version;
    expect(versionSource("@rsbuild/core")).toMatchObject({ first: "1.0.1", last: installed });
  });
});

describe("VersionMatcher", () => {
  it("reads sub-option headings below the nearest option heading, and flags in table rows", () => {
    const page = new VersionMatcher({ kind: "config", option: "dev.client" }, "zh");
    expect(page.heading(1, "dev.client")).toEqual([]);
    expect(page.heading(3, "overlay")).toEqual([]);
    expect(page.heading(4, "runtime")).toEqual([{ event: "added", text: "1.7.0 新增" }]);
    expect(page.heading(2, "Examples")).toEqual([]);
    const plugin = new VersionMatcher({ kind: "@rsbuild/plugin-stylus" }, "en");
    expect(plugin.heading(2, "Options")).toEqual([]);
    expect(plugin.heading(3, "stylusOptions")).toEqual([]);
    expect(plugin.row("includeCSS")).toEqual([{ event: "added", text: "Added in 1.1.0" }]);
    const api = new VersionMatcher({ kind: "api", strip: "api." }, "en");
    expect(api.heading(2, "api.transform")).toEqual([]);
    expect(api.row("importModule(request, options?)")).toEqual([{ event: "added", text: "Added in 1.1.11" }]);
    expect(page.row("logLevel")).toEqual([{ event: "added", text: "1.6.13 新增" }]);
    const cli = new VersionMatcher({ kind: "cli" }, "en");
    expect(cli.row("--config-loader <loader>")).toEqual([{ event: "added", text: "Added in 1.2.5" }]);
    expect(cli.heading(3, "rsbuild build")).toEqual([]);
  });

  it("reads the hooks page's environment context section as that kind, until the next heading as high", () => {
    const hooks = new VersionMatcher(scopeOf("plugins/dev/hooks.mdx", undefined)!, "zh");
    expect(hooks.heading(2, "环境上下文", "environment-context")).toEqual([]);
    expect(hooks.row("manifest")).toEqual([{ event: "added", text: "1.3.15 新增" }]);
    expect(hooks.row("webSocketToken")).toEqual([{ event: "added", text: "1.4.4 新增" }]);
    expect(hooks.row("name")).toEqual([]);
    expect(hooks.asked.at(-1)).toEqual({ kind: "environment", candidates: ["name"] });
    hooks.heading(2, "modifyBundlerChain", "modify-bundler-chain");
    expect(hooks.row("manifest")).toEqual([]);
    expect(hooks.asked.at(-1)).toEqual({ kind: "api", candidates: ["modifyBundlerChain.manifest", "manifest"] });
  });

  it("shows a sub-option's inherited badge once, on the page title", () => {
    const page = new VersionMatcher({ kind: "config", option: "resolve.alias" }, "en");
    expect(page.heading(1, "resolve.alias")).toEqual([{ event: "added", text: "Added in 1.1.7" }]);
    expect(page.heading(3, "resolve.alias.foo")).toEqual([]);
  });
});

describe("the pages agree with the data file", () => {
  for (const lang of ["en", "zh"] as const) {
    const pages = manifest.pages.filter((p) => p.lang === lang);

    it(`${lang}: every option page's title carries exactly the option's badges`, () => {
      const wrong = pages
        .filter((p) => typeof p.frontmatter.option === "string" && pagePath(p).startsWith("config/"))
        .flatMap((p) => {
          const option = String(p.frontmatter.option);
          const title =
            twin(p)
              .split("\n")
              .find((line) => line.startsWith("# ")) ?? "";
          const shown = [...title.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
          const expected = badgesOf(versionOf("config", option), lang).map((b) => b.text);
          return JSON.stringify(shown) === JSON.stringify(expected) ? [] : [`${option}: ${shown.join(", ")} ≠ ${expected.join(", ")}`];
        });
      expect(wrong).toEqual([]);
    });

    it(`${lang}: every name versioned in the data file has its badge on a heading or table row`, () => {
      // A page's kind and the kinds of its sections (the hooks page's environment context).
      const kindsOf = (p: PageData) => {
        const scope = scopeOf(pagePath(p), p.frontmatter.option);
        return scope ? [scope.kind, ...Object.values(scope.sections ?? {})] : [];
      };
      const kinds = [...new Set(pages.flatMap(kindsOf))];
      const missing: string[] = [];
      for (const kind of kinds) {
        const inScope = pages.filter((p) => kindsOf(p).includes(kind));
        for (const [name, info] of versionedNames(kind)) {
          if (`${kind}:${name}` in unbadged || Object.keys(unbadgedParameters).some((p) => `${kind}:${name}`.startsWith(p))) continue;
          const texts = badgesOf(info, lang).map((b) => b.text);
          // The option's own page, else the pages of the options above it; the name is the line's heading or first cell.
          const own = inScope.filter((p) => p.frontmatter.option === name);
          const candidates = own.length ? own : inScope.filter((p) => !p.frontmatter.option || name.startsWith(`${p.frontmatter.option}.`));
          const last = name.split(".").at(-1) ?? name;
          const shown = candidates.some((p) =>
            twin(p)
              .split("\n")
              .some((line) => /^(#+ |\| )/.test(line) && line.includes(last) && line.includes(badgeCode(texts))),
          );
          if (!shown) missing.push(`${kind}:${name}`);
        }
      }
      expect(missing).toEqual([]);
    });
  }
});

describe("a compiled page", () => {
  it("badges the title and sub-option headings in HTML, twin and search records, outside the heading's own text", async () => {
    const { compilePage } = await import("../../scripts/content/compile.ts");
    const page = await compilePage(path.join(root, "content/zh/config/dev/browser-logs.mdx"));
    expect(page.module).toMatch(/"data-version": ?"added",children: ?"1\.6\.0 /);
    expect(page.markdown).toMatch(/^# dev\.browserLogs `1\.5\.13 新增`$/m);
    expect(page.markdown).toMatch(/^### stackTrace `1\.6\.0 新增`$/m);
    expect(page.headingTitle).toBe("dev.browserLogs");
    expect(page.toc.find((t) => t.id === "stack-trace")?.text).toBe("stackTrace");
    const heading = page.records.find((r) => r.type === "lvl3" && r.anchor === "stack-trace");
    expect(heading?.levels.lvl3).toBe("stackTrace");
    expect(page.records).toContainEqual(expect.objectContaining({ type: "content", anchor: "stack-trace", content: "1.6.0 新增" }));
    expect(page.records).toContainEqual(expect.objectContaining({ type: "content", anchor: "", content: "1.5.13 新增" }));
  });
});
