// Which runtime owns which code, checked over import specifiers (ARCHITECTURE.md, "Who owns which code"):
// app/shared runs in the browser, the worker and the Node build alike, so it imports nothing but
// itself; the worker (functions/) and the build (scripts/) take from app/ only app/shared and the
// generated files, so they never pull in React components or the app's server code. functions/search/core/
// is the search code the build and the worker share (tokens, queries, packed numbers): it imports
// nothing but itself, and the app, which does not run it, imports none of it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles } from "../fixtures/import-cycles";
import { ROOT, sourceFiles, specifiersOf, targetOf } from "../fixtures/import-specifiers";

const FORBIDDEN_IN_SHARED = /^(react|react-dom|react\/.*|react-dom\/.*|@remix-run\/.*|node:.*)$/;

const SHARED_PACKAGE_TYPE_ALLOW = new Set<string>();

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

function sharedViolations(file: string, source = read(file)): string[] {
  return specifiersOf(source).flatMap(({ specifier, typeOnly }) => {
    const target = targetOf(file, specifier);
    if (target === undefined) {
      if (FORBIDDEN_IN_SHARED.test(specifier)) return [`${file} → ${specifier}`];
      return typeOnly && SHARED_PACKAGE_TYPE_ALLOW.has(specifier) ? [] : [`${file} → ${specifier} (a package)`];
    }
    return target.startsWith("app/shared/") ? [] : [`${file} → ${specifier} (outside app/shared)`];
  });
}

const RUNTIME_MAY_IMPORT = ["app/shared/", "app/generated/", "functions/search/core/"];

/** functions/search/core/ imports only itself: no package, no Node, nothing of app/, functions/ or scripts/. */
function coreViolations(file: string, source = read(file)): string[] {
  return specifiersOf(source).flatMap(({ specifier }) => {
    const target = targetOf(file, specifier);
    return target?.startsWith("functions/search/core/") ? [] : [`${file} → ${specifier}`];
  });
}

/** The app does not run the search engine's code: nothing of app/ imports functions/search/core/. */
function appViolations(file: string, source = read(file)): string[] {
  return specifiersOf(source).flatMap(({ specifier }) =>
    targetOf(file, specifier)?.startsWith("functions/search/core/") ? [`${file} → ${specifier}`] : [],
  );
}

function runtimeViolations(file: string, source = read(file)): string[] {
  const own = `${file.split("/")[0]}/`;
  return specifiersOf(source).flatMap(({ specifier }) => {
    const target = targetOf(file, specifier);
    if (specifier.endsWith(".tsx")) return [`${file} → ${specifier}`];
    if (target === undefined || target.startsWith(own) || RUNTIME_MAY_IMPORT.some((dir) => target.startsWith(dir))) return [];
    return [`${file} → ${specifier}`];
  });
}

/**
 * Rooms a map should not need arrows between: the search engine takes nothing of the pipeline,
 * the MCP server, insights or the HTTP helpers (what it needs is handed in), and the app's
 * helpers and hooks take nothing of its components.
 */
function siblingViolations(file: string, source = read(file)): string[] {
  const banned = file.startsWith("functions/search/")
    ? ["functions/pipeline/", "functions/mcp/", "functions/insights/", "functions/http/"]
    : ["app/components/"];
  return specifiersOf(source).flatMap(({ specifier }) => {
    const target = targetOf(file, specifier);
    return target && banned.some((dir) => target.startsWith(dir)) ? [`${file} → ${specifier}`] : [];
  });
}

const shared = sourceFiles("app/shared");
const core = sourceFiles("functions/search/core");
const app = sourceFiles("app");
const runtimes = [...sourceFiles("functions"), ...sourceFiles("scripts")];

describe("the specifier reader", () => {
  it("finds static, re-exported, side-effect, type-only and dynamic imports, not commented ones", () => {
    const source = `import a from "x";\nimport type { B } from '~/y';\nexport { c } from "./z";\nimport "./side";\n// import d from "no"\nconst e = await import("../dyn");\nimport {\n  f,\n} from "multi";`;
    expect(specifiersOf(source)).toEqual([
      { specifier: "x", typeOnly: false },
      { specifier: "~/y", typeOnly: true },
      { specifier: "./z", typeOnly: false },
      { specifier: "./side", typeOnly: false },
      { specifier: "multi", typeOnly: false },
      { specifier: "../dyn", typeOnly: false },
    ]);
  });

  it("flags what the rules forbid", () => {
    const shared = `import { useState } from "react";\nimport fs from "node:fs";\nimport { site } from "~/shared/config/site";\nimport type { Lang } from "~/shared/config/types";\nimport type { Chrome } from "~/lib/chrome";\nimport { DEFAULT_LANG } from "../routing/locale";\nimport manifest from "~/generated/manifest.json";`;
    expect(sharedViolations("app/shared/search/probe.ts", shared)).toEqual([
      "app/shared/search/probe.ts → react",
      "app/shared/search/probe.ts → node:fs",
      "app/shared/search/probe.ts → ~/lib/chrome (outside app/shared)",
      "app/shared/search/probe.ts → ~/generated/manifest.json (outside app/shared)",
    ]);
    const runtime = [
      `import { NavBar } from "~/components/nav/NavBar";`,
      `import Root from "../app/root.tsx";`,
      `import { themeOf } from "~/lib/theme.server";`,
      `import { site } from "~/shared/config/site";`,
      `import manifest from "~/generated/manifest.json";`,
      `import { guardRequest } from "./pipeline/guard";`,
      `import { bundleMDX } from "mdx-bundler";`,
    ].join("\n");
    expect(runtimeViolations("functions/probe.ts", runtime)).toEqual([
      "functions/probe.ts → ~/components/nav/NavBar",
      "functions/probe.ts → ../app/root.tsx",
      "functions/probe.ts → ~/lib/theme.server",
    ]);
    expect(runtimeViolations("scripts/probe.ts", `import { x } from "../functions/search/engine.ts";`)).toEqual([
      "scripts/probe.ts → ../functions/search/engine.ts",
    ]);
    expect(runtimeViolations("scripts/content/probe.ts", `import { fold } from "../../functions/search/core/fold.ts";`)).toEqual([]);
    const core = [
      `import { CJK } from "./cjk";`,
      `import type { Options } from "minisearch";`,
      `import { site } from "../../../app/shared/config/site";`,
      `import { x } from "../engine";`,
    ].join("\n");
    expect(coreViolations("functions/search/core/probe.ts", core)).toEqual([
      "functions/search/core/probe.ts → minisearch",
      "functions/search/core/probe.ts → ../../../app/shared/config/site",
      "functions/search/core/probe.ts → ../engine",
    ]);
    expect(
      appViolations(
        "app/lib/search/probe.ts",
        `import { fold } from "../../../functions/search/core/fold";\nimport { y } from "~/shared/search/types";`,
      ),
    ).toEqual(["app/lib/search/probe.ts → ../../../functions/search/core/fold"]);
  });
});

describe("import boundaries", () => {
  it("scan the shared folder, the worker and the build", () => {
    expect(shared.length).toBeGreaterThanOrEqual(10);
    expect(runtimes.filter((f) => f.startsWith("functions/")).length).toBeGreaterThanOrEqual(20);
    expect(runtimes.filter((f) => f.startsWith("scripts/")).length).toBeGreaterThanOrEqual(20);
  });

  it("app/shared imports no React, Remix or Node, nothing outside app/shared", () => {
    expect(shared.flatMap((file) => sharedViolations(file))).toEqual([]);
  });

  it("functions/ and scripts/ take from app/ only app/shared and generated files, and no .tsx file", () => {
    expect(runtimes.flatMap((file) => runtimeViolations(file))).toEqual([]);
  });

  it("the search engine takes nothing of its callers' rooms, the app's helpers and hooks nothing of its components", () => {
    const files = [...sourceFiles("functions/search"), ...sourceFiles("app/lib"), ...sourceFiles("app/hooks")];
    expect(files.length).toBeGreaterThan(60);
    expect(files.flatMap((file) => siblingViolations(file))).toEqual([]);
    expect(siblingViolations("functions/search/probe.ts", `import { requestsInFlight } from "../http/in-flight";`)).toEqual([
      "functions/search/probe.ts → ../http/in-flight",
    ]);
    expect(siblingViolations("app/lib/probe.ts", `import { iconSymbolId } from "~/components/icons";`)).toEqual([
      "app/lib/probe.ts → ~/components/icons",
    ]);
  });

  it("functions/search/core/ imports only itself, and the app none of it", () => {
    expect(core.length).toBeGreaterThanOrEqual(8);
    expect(core.flatMap((file) => coreViolations(file))).toEqual([]);
    expect(app.flatMap((file) => appViolations(file))).toEqual([]);
  });
  it("the worker and the build import in one direction: no file imports one that imports it back", () => {
    expect(importCycles([...sourceFiles("functions"), ...sourceFiles("scripts")])).toEqual([]);
  });
});
