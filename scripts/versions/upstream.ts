import { execFileSync } from "node:child_process";

/** Where a release sits in the upstream repository: its tag (core only) and the commit that set its version. */
export interface UpstreamRelease {
  tag?: string;
  commit: string;
}

const STABLE_1X = /^1\.\d+\.\d+$/;
const git = (gitDir: string, args: string[]) =>
  execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });

/** The folder of a package in the upstream monorepo. */
export const packageFolder = (pkg: string) => `packages/${pkg.replace("@rsbuild/", "")}`;

/**
 * The stable 1.x versions upstream released for a package: for @rsbuild/core its release tags ("v1.4.0";
 * "1.0.12" was tagged without the v), and for every package the release commits ("release: …")
 * that set a version in its package.json, on a branch or tag (not a pull request's ref). Only from upstream tag v1.0.1 on: the
 * plugins' earlier "1.0.x" versions belong to the 0.x line.
 */
export function upstreamReleases(gitDir: string, pkg: string): Map<string, UpstreamRelease> {
  const out = new Map<string, UpstreamRelease>();
  const since = git(gitDir, ["log", "-1", "--format=%cI", "v1.0.1"]).trim();
  const file = `${packageFolder(pkg)}/package.json`;
  const log = git(gitDir, ["log", "--branches", "--tags", "--reverse", `--since=${since}`, "--format=C %H %s", "-p", "--", file]);
  let commit = "";
  for (const line of log.split("\n")) {
    if (line.startsWith("C ")) {
      commit = /^C \w+ (chore: )?release\b/i.test(line) ? line.slice(2, 42) : "";
      continue;
    }
    const version = /^\+ {2}"version": "([^"]+)"/.exec(line)?.[1];
    if (commit && version && STABLE_1X.test(version) && !out.has(version)) out.set(version, { commit });
  }
  if (pkg === "@rsbuild/core") {
    for (const line of git(gitDir, ["tag", "--list", "--format=%(refname:short) %(*objectname) %(objectname)"]).split("\n")) {
      const [tag, peeled, object] = line.split(" ");
      const version = tag?.replace(/^v/, "");
      if (version && STABLE_1X.test(version)) out.set(version, { tag, commit: peeled || object });
    }
  }
  return out;
}
