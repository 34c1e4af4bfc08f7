import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { cacheDir } from "./fetch.ts";
import { packageFolder } from "./upstream.ts";

/** Upstream's source of a release the registry lacks, unpacked beside the published ones (its `src` and package.json). */
export const sourceDir = (pkg: string, version: string) => path.join(cacheDir, pkg.replace("/", "__"), version, "source");

/**
 * Unpacks a package's folder at an upstream commit from a local clone of the upstream repository
 * (`gitDir`), once; a rerun reads the cache and needs no clone.
 */
export function ensureSource(pkg: string, version: string, commit: string, gitDir: string | undefined): string {
  const dest = sourceDir(pkg, version);
  if (fs.existsSync(path.join(dest, "package.json"))) return dest;
  if (!gitDir)
    throw new Error(`${pkg}@${version} is not in the registry and not in ${cacheDir}: set RSBUILD_GIT to a clone of web-infra-dev/rsbuild`);
  const folder = packageFolder(pkg);
  const tmp = `${dest}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const archive = execFileSync("git", ["--git-dir", gitDir, "archive", commit, `${folder}/src`, `${folder}/package.json`], {
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync("tar", ["-x", "--strip-components=2", "-C", tmp], { input: archive });
  fs.renameSync(tmp, dest);
  return dest;
}
