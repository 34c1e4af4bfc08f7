import fs from "node:fs";
import path from "node:path";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import type { PageData } from "~/shared/content/types";
import { evidenceOf, versionOf } from "~/shared/content/versions";
import { markdownPath } from "../../scripts/content/markdown/files.ts";
import { badgesOf, isBadgeText, scopeOf, VersionMatcher } from "../../scripts/content/versions.ts";
import declared from "../../scripts/versions/data/declared.json";
import releases from "../../scripts/versions/data/releases.json";

const root = path.resolve(__dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "app/generated/manifest.json"), "utf8")) as { pages: PageData[] };
const twin = (page: PageData) => fs.readFileSync(path.join(root, "public", markdownPath(page.routePath)), "utf8");
const pagePath = (page: PageData) => page.relativePath.replace(/^(en|zh)\//, "");
const HAND_WRITTEN = /^- \*\*(?:Version|版本)[:：]\*\* `>= (\d+\.\d+\.\d+)`/;

/** Documented "names" the package's types do not declare, by prefix, and why. */
const undeclared: Record<string, string> = {
  // Values of an option, written as a heading or row of their own.
  "config:dev.assetPrefix.": "values (true, false)",
  "config:dev.hmr.": "values",
  "config:html.outputStructure.": "values",
  "config:html.scriptLoading.": "values",
  "config:mode.": "values",
  "config:output.filenameHash.": "values (hash kinds)",
  "config:output.polyfill.": "values",
  "config:performance.chunkSplit.custom": "a value of strategy",
  "config:source.decorators.version.": "values",
  // The template's default parameters Rsbuild fills in (mountId, assetPrefix, htmlPlugin, compilation,
  // rspackConfig and their aliases): the function form's first argument, typed Record<string, unknown>.
  // All are in 1.0.1's code (getTemplateParameters); entryName, also its context's field, is declared.
  "config:html.templateParameters.": "the template's default parameters, typed as a plain record",
  "api:processAssets.": "stage names, values of the descriptor's `stage`",
  "@rsbuild/plugin-vue:__VUE_": "compile-time flags the plugin defines, not options",
  "@rsbuild/plugin-preact:reactAliasesEnabled.": "the aliased package names",
  "cli:--help": "answered by the argument parser itself",
  // The environment API page's methods: EnvironmentAPI in the config types, all three in 1.0.1.
  "environment:getStats": "an environment API method (in 1.0.1)",
  "environment:loadBundle": "an environment API method (in 1.0.1)",
  "environment:getTransformedHtml": "an environment API method (in 1.0.1)",
  "cli:--version": "as above",
  "plugin:": "other tools' hook names, in the comparison table of plugins/dev/index",
  // Options of the package Rsbuild passes them to: that package versions them.
  "config:dev.lazyCompilation.": "Rspack's lazy compilation options",
  "config:moduleFederation.options.": "Rspack's module federation plugin options",
  "config:output.copy.": "the copy plugin's options",
  "config:performance.bundleAnalyze.": "webpack-bundle-analyzer's options",
  "config:server.proxy.": "http-proxy-middleware's options",
  "config:tools.cssExtract.": "the CSS extract plugin's and loader's options",
  "config:tools.lightningcssLoader.": "lightningcss's options",
  "@rsbuild/plugin-less:lessLoaderOptions.": "less-loader's options",
  "@rsbuild/plugin-sass:sassLoaderOptions.": "sass-loader's options",
  "@rsbuild/plugin-svelte:svelteLoaderOptions.": "svelte-loader's options",
  "@rsbuild/plugin-svgr:svgrOptions.": "SVGR's options",
  "@rsbuild/plugin-vue:vueLoaderOptions.": "vue-loader's options",
  "@rsbuild/plugin-react:swcReactOptions.": "SWC's React transform options",
  "@rsbuild/plugin-react:reactRefreshOptions.": "the React Refresh plugin's options",
};

/** GFM's parser extensions (tables), as remark-gfm registers them on a processor's data. */
const gfm: Record<string, unknown[]> = {};
remarkGfm.call({ data: (key?: string) => (key === undefined ? gfm : (gfm[key] ??= [])) } as never);
const parse = (markdown: string) =>
  fromMarkdown(markdown, { extensions: gfm.micromarkExtensions as never, mdastExtensions: gfm.fromMarkdownExtensions as never });

/** A heading's own text: the twin appends the badges as inline code. */
type Parsed = ReturnType<typeof fromMarkdown>;
type Heading = Extract<Parsed["children"][number], { type: "heading" }>;
type Table = Extract<Parsed["children"][number], { type: "table" }>;

const ownText = (heading: Heading) =>
  toString({ ...heading, children: heading.children.filter((c) => !(c.type === "inlineCode" && isBadgeText(c.value))) });

/**
 * Replays a twin's headings and table rows through the matcher, as markdown/versions.ts does. The
 * twin prints no heading ids: a heading's id (which may open a section of another kind) is the outline's.
 */
function replay(page: PageData) {
  const scope = scopeOf(pagePath(page), page.frontmatter.option);
  if (!scope) return null;
  const matcher = new VersionMatcher(scope, page.lang);
  visit(parse(twin(page)), (node) => {
    if (node.type === "heading") {
      const text = ownText(node);
      matcher.heading(node.depth, text, page.toc.find((t) => t.depth === node.depth && t.text === text)?.id);
    }
    if (node.type === "table")
      for (const row of (node as Table).children.slice(1)) {
        const first = row.children[0]?.children[0];
        if (first?.type === "inlineCode") matcher.row(first.value);
      }
  });
  return { scope, matcher };
}

describe("the version data", () => {
  it("records each release the registry lacks with the upstream tag or release commit it was read from", () => {
    const core = releases.packages["@rsbuild/core"] as { version: string; registry: boolean; tag?: string; commit?: string }[];
    const gaps = core.filter((r) => !r.registry);
    expect(gaps.map((r) => r.version)).toEqual(expect.arrayContaining(["1.2.1", "1.2.6", "1.3.10", "1.3.13", "1.4.0", "1.5.5"]));
    for (const gap of gaps) expect(gap.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(core.find((r) => r.version === "1.4.0")).toMatchObject({ registry: false, tag: "v1.4.0" });
    expect(versionOf("config", "logLevel")).toEqual({ added: "1.4.0" });
    expect(evidenceOf("config", "logLevel")?.added).toMatch(/^upstream tag v1\.4\.0 /);
    expect(evidenceOf("config", "dev.browserLogs")?.added).toBe("@rsbuild/core@1.5.13 from the registry: its types");
  });
});

describe("the pages agree with the version data", () => {
  for (const lang of ["en", "zh"] as const) {
    const pages = manifest.pages.filter((p) => p.lang === lang);

    it(`${lang}: a hand-written "Version: >= x" matches the badge of its heading`, () => {
      const wrong: string[] = [];
      for (const page of pages) {
        let heading = "";
        for (const line of twin(page).split("\n")) {
          if (/^#{1,6} /.test(line)) heading = line;
          const version = HAND_WRITTEN.exec(line)?.[1];
          const badge = version && badgesOf({ added: version }, lang)[0].text;
          if (badge && !heading.includes(`\`${badge}\``)) wrong.push(`${pagePath(page)}: ${heading} says >= ${version}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it(`${lang}: every documented name is one the types declare (so its arrival is known) or is explained`, () => {
      const unknown = new Set<string>();
      for (const page of pages) {
        const replayed = replay(page);
        if (!replayed) continue;
        for (const { kind, candidates } of replayed.matcher.asked) {
          const known = new Set((declared as Record<string, string[]>)[kind] ?? []);
          // Prose headings ("Options", "Examples") start with a capital; names do not.
          if (/^[A-Z]/.test(candidates[0].split(".").at(-1) ?? "")) continue;
          if (candidates.some((name) => known.has(name) || versionOf(kind, name))) continue;
          const key = `${kind}:${candidates[0]}`;
          const explained = Object.keys(undeclared).some((p) => key.startsWith(p));
          if (!explained) unknown.add(`${key} (${pagePath(page)})`);
        }
      }
      expect([...unknown]).toEqual([]);
    });
  }
});
