import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { VersionEntry } from "../app/shared/content/versions.ts";
import { ROOT } from "./content/paths.ts";
import { coreNames, type Layout, type NameInfo, type Names, pluginNames } from "./versions/extract.ts";
import { cacheDir, ensureReleases, packageDir, releasesOf } from "./versions/fetch.ts";
import { history } from "./versions/history.ts";
import { evidence, type Release, releaseHistory, writeReleases } from "./versions/releases.ts";
import { ensureSource } from "./versions/source.ts";

/**
 * Regenerates app/shared/content/versions.json: downloads every 1.x release of @rsbuild/core and of
 * the official plugins the site documents (into ~/.cache, see versions/fetch.ts), adds the releases
 * upstream published that the registry lacks (versions/releases.ts; read from upstream's source, which
 * needs RSBUILD_GIT=<a clone of web-infra-dev/rsbuild> once), reads the names each declares, and
 * records when each arrived, was deprecated or went away, with the release that shows it.
 * Run: npm run versions.
 */
const OUT = path.join(ROOT, "app/shared/content/versions.json");
const DECLARED = path.join(import.meta.dirname, "versions/data/declared.json");
const gitDir = process.env.RSBUILD_GIT;
const pkgJson = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
const plugins = Object.keys(pkgJson.devDependencies).filter((name) => name.startsWith("@rsbuild/plugin-"));
// The reader is extract.ts and the syntax it falls back on (recover.ts): a change to either reads every release again.
const extractorHash = crypto
  .createHash("sha256")
  .update(fs.readFileSync(path.join(import.meta.dirname, "versions/extract.ts")))
  .update(fs.readFileSync(path.join(import.meta.dirname, "versions/recover.ts")))
  .digest("hex")
  .slice(0, 12);

type Groups = Record<string, Names>;
type Serialized = Record<string, [string, NameInfo][]>;
const toJson = (groups: Groups): Serialized => Object.fromEntries(Object.entries(groups).map(([k, names]) => [k, [...names]]));
const fromJson = (json: Serialized): Groups => Object.fromEntries(Object.entries(json).map(([k, list]) => [k, new Map(list)]));

/** A release's names, cached beside the unpacked package or source under the extractor's hash. */
function namesOf(pkg: string, release: Release, read: (dir: string, layout: Layout) => Groups): Groups {
  const layout: Layout = release.registry ? "published" : "source";
  const file = path.join(path.dirname(packageDir(pkg, release.version)), `names-${layout}-${extractorHash}.json`);
  if (fs.existsSync(file)) return fromJson(JSON.parse(fs.readFileSync(file, "utf8")));
  const dir = release.registry ? packageDir(pkg, release.version) : ensureSource(pkg, release.version, release.commit!, gitDir);
  const names = read(dir, layout);
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

const allReleases: Record<string, Release[]> = {};

/**
 * A package's releases with their names. A release the registry lacks is read from upstream's
 * source, which may declare internal names the published types leave out: only names the
 * registry releases on either side of it know are taken from it.
 */
function namedReleases(pkg: string, read: (dir: string, layout: Layout) => Groups) {
  const registry = releasesOf(pkg);
  ensureReleases(pkg, registry);
  const list = releaseHistory(pkg, registry, gitDir).filter((r) => !(r.registry && isPre1x(pkg, r.version)));
  const newest = registry[registry.length - 1];
  const kept = list.filter((r) => r.registry || list.findIndex((x) => x.version === newest) > list.indexOf(r));
  allReleases[pkg] = kept;
  const named = kept.map((release) => ({ release, groups: namesOf(pkg, release, read) }));
  return named.map(({ release, groups }, i) => {
    if (release.registry) return { release, groups };
    const before = named
      .slice(0, i)
      .reverse()
      .find((n) => n.release.registry);
    const after = named.slice(i + 1).find((n) => n.release.registry);
    const known = (kind: string, name: string) => [before, after].some((n) => n?.groups[kind]?.has(name));
    const filtered: Groups = Object.fromEntries(
      Object.entries(groups).map(([kind, names]) => [kind, new Map([...names].filter(([name]) => known(kind, name)))]),
    );
    // Types the source takes from bundled packages it does not contain (server.proxy's) cannot be read
    // there: a name on both sides is taken as present.
    for (const [kind, names] of Object.entries<Names>(before && after ? before.groups : {}))
      for (const [name, info] of names) if (after?.groups[kind]?.has(name) && !filtered[kind]?.has(name)) filtered[kind]?.set(name, info);
    return { release, groups: filtered };
  });
}

const sources: Record<string, { first: string; last: string; releases: number; registryGaps: string[] }> = {};
const names: Record<string, Record<string, unknown>> = {};
/** Every name the newest release declares, per kind: what the pages may document (a name without an entry was in 1.0.1). */
const declared: Record<string, string[]> = {};
const undetermined: Record<string, string[]> = {};

function record(pkg: string, kinds: string[], releases: { release: Release; groups: Groups }[], kindName = (k: string) => k) {
  const list = releases.map((r) => r.release);
  sources[pkg] = {
    first: list[0].version,
    last: list[list.length - 1].version,
    releases: list.length,
    registryGaps: list.filter((r) => !r.registry).map((r) => r.version),
  };
  for (const kind of kinds) {
    const result = history(releases.map((r) => ({ version: r.release.version, names: r.groups[kind] ?? new Map() })));
    const byVersion = new Map(list.map((r) => [r.version, r]));
    for (const info of Object.values(result.versions) as VersionEntry[]) {
      const shown = (["added", "deprecated", "removed"] as const).filter((e) => info[e]);
      info.evidence = Object.fromEntries(shown.map((e) => [e, evidence(pkg, byVersion.get(info[e]!)!)]));
    }
    names[kindName(kind)] = result.versions;
    declared[kindName(kind)] = [...(releases[releases.length - 1].groups[kind]?.keys() ?? [])].sort();
    if (result.undetermined.length) undetermined[kindName(kind)] = result.undetermined;
  }
}

/**
 * tools.rspack's type is a union with Rspack's Configuration, which reads as `any` without
 * @rspack/core beside the release, hiding its function form's `utils`: that parameter is the
 * ModifyRspackConfigUtils api.modifyRspackConfig's handler receives, so its names are copied over.
 */
function toolsRspackUtils(groups: Groups): Groups {
  const prefix = "modifyRspackConfig.";
  // The hook's object form (handler, order) and its first parameter (the config) are not the utils.
  const notUtils = new Set(["handler", "order", "module", "output", "plugins", "resolve"]);
  const tools = groups.config?.get("tools.rspack");
  if (!tools || !groups.api) return groups;
  groups.config.set("tools.rspack", { deprecated: tools.deprecated });
  // What the walker reads of the union itself includes the function form's config (Rspack's options): the hook's utils replace it.
  for (const name of groups.config.keys()) if (name.startsWith("tools.rspack.")) groups.config.delete(name);
  for (const [name, info] of groups.api) {
    const util = name.slice(prefix.length);
    if (name.startsWith(prefix) && !notUtils.has(util)) groups.config.set(`tools.rspack.${util}`, info);
  }
  return groups;
}

const core = namedReleases("@rsbuild/core", (dir, layout) => coreNames(dir, layout)).map((r) => ({
  ...r,
  groups: toolsRspackUtils(r.groups),
}));
record("@rsbuild/core", Object.keys(core[core.length - 1].groups), core);
for (const pkg of plugins)
  record(
    pkg,
    ["options"],
    namedReleases(pkg, (dir, layout) => ({ options: pluginNames(dir, layout) })),
    () => pkg,
  );

writeReleases(allReleases);
fs.writeFileSync(DECLARED, `${JSON.stringify(declared, null, 1)}\n`);
fs.writeFileSync(OUT, `${JSON.stringify({ sources, names, undetermined }, null, 2)}\n`);
// Written as the formatter would write it, so a rerun with no new release leaves no diff.
const biome = path.join(ROOT, "node_modules/.bin/biome");
execFileSync(biome, ["format", "--write", OUT, DECLARED, path.join(import.meta.dirname, "versions/data/releases.json")], {
  stdio: "ignore",
});
const count = Object.values(names).reduce((n, group) => n + Object.keys(group).length, 0);
console.log(`${path.relative(ROOT, OUT)}: ${count} names with a version (cache: ${cacheDir})`);
