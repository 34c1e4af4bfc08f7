import fs from "node:fs";
import path from "node:path";
import { compareVersions } from "./fetch.ts";
import { upstreamReleases } from "./upstream.ts";

/**
 * One 1.x release of a package: whether the registry has it, and where upstream released it (its
 * tag, for @rsbuild/core, and the commit). A release the registry lacks is read from that commit's source.
 */
export interface Release {
  version: string;
  registry: boolean;
  tag?: string;
  commit?: string;
}

export const RELEASES_FILE = path.join(import.meta.dirname, "data/releases.json");

type ReleaseFile = { note: string; packages: Record<string, Release[]> };
const committed = (): ReleaseFile | undefined =>
  fs.existsSync(RELEASES_FILE) ? JSON.parse(fs.readFileSync(RELEASES_FILE, "utf8")) : undefined;

/**
 * A package's complete 1.x history: the registry's list merged with upstream's releases, read from a
 * clone (`gitDir`) or, without one, from the committed data file (so a rerun needs no clone).
 */
export function releaseHistory(pkg: string, registry: string[], gitDir: string | undefined): Release[] {
  const upstream = gitDir
    ? upstreamReleases(gitDir, pkg)
    : new Map((committed()?.packages[pkg] ?? []).filter((r) => r.commit).map((r) => [r.version, { tag: r.tag, commit: r.commit! }]));
  const versions = [...new Set([...registry, ...upstream.keys()])].sort(compareVersions);
  return versions.map((version) => ({ version, registry: registry.includes(version), ...upstream.get(version) }));
}

export function writeReleases(packages: Record<string, Release[]>) {
  const note =
    "Every 1.x release of the packages the site versions: `registry` says whether the npm registry has it; `tag` and `commit` where upstream (web-infra-dev/rsbuild) released it. Written by npm run versions.";
  fs.mkdirSync(path.dirname(RELEASES_FILE), { recursive: true });
  fs.writeFileSync(RELEASES_FILE, `${JSON.stringify({ note, packages }, null, 2)}\n`);
}

/** Where a release's names were read from, as the data file's evidence for a badge. */
export function evidence(pkg: string, release: Release): string {
  if (release.registry) return `${pkg}@${release.version} from the registry: its types`;
  const where = release.tag
    ? `upstream tag ${release.tag} (commit ${release.commit?.slice(0, 12)})`
    : `upstream release commit ${release.commit?.slice(0, 12)}`;
  return `${where}: its source (not in the registry)`;
}
