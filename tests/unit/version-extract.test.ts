import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { coreNames, pluginNames } from "../../scripts/versions/extract.ts";

/** A package unpacked in a temporary folder, outside any node_modules: its imports of other packages stay unresolved. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), "version-extract-"));
function unpack(name: string, files: Record<string, string>) {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const core = unpack("core", {
  "package.json": "{}",
  "dist/index.js": "",
  "dist-types/index.d.ts": `import type { Rspack } from '@rspack/core';
export type EntryDescription = Rspack.EntryDescription & { html?: boolean };
export type RsbuildConfig = { source?: { entry?: Record<string, string | EntryDescription> } };
export type EnvironmentContext = { name: string; manifest?: object };
export type RsbuildPluginAPI = { modifyBundlerChain: (fn: (chain: unknown, utils: { environment: EnvironmentContext }) => void) => void };
export type RsbuildInstance = { build: () => Promise<void> };
export type RsbuildPlugin = { name: string };
export declare function createRsbuild(options?: { cwd?: string }): Promise<RsbuildInstance>;
export declare function loadEnv(options?: { cwd?: string }): { parsed: Record<string, string>; publicVars: Record<string, string> };
`,
});

const plugin = unpack("plugin", {
  "package.json": JSON.stringify({ types: "./dist/index.d.ts" }),
  "dist/index.d.ts": `import type { ConfigChainWithContext } from '@rsbuild/core';
import type { TransformOptions } from '@babel/core';
export type LoaderOptions = TransformOptions & { cacheDirectory?: boolean };
export type Utils = { addPlugins: (plugins: unknown[]) => void };
export type Options = { include?: string; loaderOptions?: ConfigChainWithContext<LoaderOptions, Utils> };
export declare function pluginExample(options?: Options): { name: string };
`,
});

describe("the version extractor", () => {
  const names = coreNames(core);

  it("reads the environment context hooks receive as a kind of its own", () => {
    expect([...names.environment.keys()].sort()).toEqual(["manifest", "name"]);
  });

  it("reads an exported function's result, one level down, but not the instance createRsbuild resolves to", () => {
    expect([...names.export.keys()].sort()).toEqual([
      "createRsbuild",
      "createRsbuild.cwd",
      "loadEnv",
      "loadEnv.cwd",
      "loadEnv.parsed",
      "loadEnv.publicVars",
    ]);
  });

  it("reads the release's own part of a type that reads as any (an intersection with another package's type)", () => {
    expect(names.config.get("source.entry.html")).toEqual({ deprecated: false });
  });

  it("reads what a function form receives from Rsbuild through a generic from a package not beside the release, not the other tool's options", () => {
    const options = pluginNames(plugin);
    expect(options.get("loaderOptions")).toEqual({ deprecated: false });
    expect([...options.keys()].filter((n) => n.startsWith("loaderOptions."))).toEqual(["loaderOptions.addPlugins"]);
  });
});
