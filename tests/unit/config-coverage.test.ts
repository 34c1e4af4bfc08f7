import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { PageData } from "~/shared/content/types";
import { createOptionChecker } from "../fixtures/rsbuild-types";

const root = path.resolve(__dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "app/generated/manifest.json"), "utf8")) as { pages: PageData[] };
const sections = ["dev", "server", "html", "tools", "resolve", "source", "output", "security", "performance"];

/** Options in @rsbuild/core's types that have no page of their own, and why. */
const undocumented: Record<string, string> = {
  "source.alias": "deprecated, replaced by resolve.alias",
  "source.aliasStrategy": "deprecated, replaced by resolve.aliasStrategy",
  "tools.webpack": "only for the webpack provider",
  "tools.webpackChain": "only for the webpack provider",
  "html.implementation": "experimental switch between two HTML plugin implementations",
};

describe("the configuration reference covers @rsbuild/core", () => {
  const { keysOf } = createOptionChecker();
  const options = sections.flatMap((section) => keysOf(section).map((key) => `${section}.${key}`));

  it("finds the options of every section in the types", () => {
    expect(options).toEqual(expect.arrayContaining(["dev.browserLogs", "output.module", "resolve.conditionNames", "resolve.mainFields"]));
    expect(options.length).toBeGreaterThan(100);
  });

  for (const lang of ["en", "zh"] as const) {
    it(`every option of a section has a ${lang} page, apart from the listed exceptions`, () => {
      const documented = new Set(manifest.pages.filter((p) => p.lang === lang).map((p) => p.frontmatter.option));
      const missing = options.filter((option) => !documented.has(option) && !(option in undocumented));
      expect(missing).toEqual([]);
    });
  }

  it("lists as exceptions only options that exist and have no page", () => {
    const documented = new Set(manifest.pages.map((p) => p.frontmatter.option));
    expect(Object.keys(undocumented).filter((option) => !options.includes(option) || documented.has(option))).toEqual([]);
  });
});
