import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./content/paths.ts";
import { coreNames, type NameInfo, type Names, pluginNames } from "./versions/extract.ts";
import { cacheDir, ensureReleases, packageDir, releasesOf } from "./versions/fetch.ts";
import { history } from "./versions/history.ts";

/**
 * Regenerates app/shared/content/versions.json: downloads every 1.x release of @rsbuild/core and of
 * the official plugins the site documents (into ~/.cache, see versions/fetch.ts), reads the names each
 * declares, and records when each arrived, was deprecated or went away. Run: npm run versions.
 */
const OUT = path.join(ROOT, "app/shared/content/versions.json");
const pkgJson = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
const plugins = Object.keys(pkgJson.devDependencies).filter((name) => name.startsWith("@rsbuild/plugin-"));
const extractorHash = crypto
  .createHash("sha256")
  .update(fs.readFileSync(path.join(import.meta.dirname, "versions/extract.ts")))
  .digest("hex")
  .slice(0, 12);

type Serialized = Record<string, [string, NameInfo][]>;
const toJson = (groups: Record<string, Names>): Serialized =>
  Object.fromEntries(Object.entries(groups).map(([k, names]) => [k, [...names]]));
const fromJson = (json: Serialized): Record<string, Names> =>
  Object.fromEntries(Object.entries(json).map(([k, list]) => [k, new Map(list)]));

/** A release's names, cached beside the unpacked package under the extractor's hash. */
function namesOf(pkg: string, version: string, read: (dir: string) => Record<string, Names>) {
  const file = path.join(path.dirname(packageDir(pkg, version)), `names-${extractorHash}.json`);
  if (fs.existsSync(file)) return fromJson(JSON.parse(fs.readFileSync(file, "utf8")));
  const names = read(packageDir(pkg, version));
  fs.writeFileSync(file, JSON.stringify(toJson(names)));
  return names;
}

/**
 * The 1.0.0 on npm of @rsbuild/core and of some plugins was published from the 0.x code (it pins
 * @rspack/core 0.4 or @rsbuild/core 1.0.0 exactly); the 1.x line starts with 1.0.1.
 */
function isPre1x(pkg: string, version: string) {
  const manifest = fs.readFileSync(path.join(packageDir(pkg, version), "package.json"), "utf8");
  return version === "1.0.0" && /"@rspack\/core": "0\.|"@rsbuild\/core": "1\.0\.0"/.test(manifest);
}

function releases(pkg: string) {
  const all = releasesOf(pkg);
  ensureReleases(pkg, all);
  return all.filter((v) => !isPre1x(pkg, v));
}

const sources: Record<string, { first: string; last: string; releases: number }> = {};
const names: Record<string, Record<string, unknown>> = {};
const undetermined: Record<string, string[]> = {};
const record = (kind: string, result: ReturnType<typeof history>) => {
  names[kind] = result.versions;
  if (result.undetermined.length) undetermined[kind] = result.undetermined;
};

const core = releases("@rsbuild/core");
sources["@rsbuild/core"] = { first: core[0], last: core[core.length - 1], releases: core.length };
const coreReleases = core.map((version) => ({ version, groups: namesOf("@rsbuild/core", version, coreNames) }));
for (const kind of Object.keys(coreReleases[coreReleases.length - 1].groups)) {
  record(kind, history(coreReleases.map((r) => ({ version: r.version, names: r.groups[kind] ?? new Map() }))));
}

for (const pkg of plugins) {
  const list = releases(pkg);
  sources[pkg] = { first: list[0], last: list[list.length - 1], releases: list.length };
  const rel = list.map((version) => ({ version, names: namesOf(pkg, version, (dir) => ({ options: pluginNames(dir) })).options }));
  record(pkg, history(rel));
}

fs.writeFileSync(OUT, `${JSON.stringify({ sources, names, undetermined }, null, 2)}\n`);
// Written as the formatter would write it, so a rerun with no new release leaves no diff.
execFileSync(path.join(ROOT, "node_modules/.bin/biome"), ["format", "--write", OUT], { stdio: "ignore" });
const count = Object.values(names).reduce((n, group) => n + Object.keys(group).length, 0);
console.log(`${path.relative(ROOT, OUT)}: ${count} names with a version (cache: ${cacheDir})`);
