import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Published tarballs are unpacked here, outside the repository; a rerun reuses them. */
export const cacheDir = process.env.VERSIONS_CACHE ?? path.join(os.homedir(), ".cache/rsbuild-versions");

const numeric = (v: string) => v.split(".").map(Number);

/** Orders "1.2.10" after "1.2.9". */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [numeric(a), numeric(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** Every stable 1.x release of a package, oldest first (pre-releases and 0.x/2.x left out). */
export function releasesOf(pkg: string): string[] {
  const out = execFileSync("npm", ["view", pkg, "versions", "--json"], { encoding: "utf8" });
  const all = JSON.parse(out) as string[];
  return all.filter((v) => /^1\.\d+\.\d+$/.test(v)).sort(compareVersions);
}

export const packageDir = (pkg: string, version: string) => path.join(cacheDir, pkg.replace("/", "__"), version, "package");

/** Downloads (npm pack) and unpacks the releases not in the cache yet, a batch per npm call. */
export function ensureReleases(pkg: string, versions: string[]): void {
  const missing = versions.filter((v) => !fs.existsSync(path.join(packageDir(pkg, v), "package.json")));
  for (let i = 0; i < missing.length; i += 10) {
    const batch = missing.slice(i, i + 10);
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rsbuild-pack-"));
    const out = execFileSync("npm", ["pack", "--json", "--pack-destination", tmp, ...batch.map((v) => `${pkg}@${v}`)], {
      encoding: "utf8",
    });
    const packed = JSON.parse(out) as { filename: string; version: string }[];
    for (const { filename, version } of packed) {
      const dest = path.dirname(packageDir(pkg, version));
      fs.mkdirSync(dest, { recursive: true });
      execFileSync("tar", ["-xzf", path.join(tmp, filename.replace(/^@/, "").replace("/", "-")), "-C", dest]);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
    console.log(`${pkg}: ${Math.min(i + 10, missing.length)}/${missing.length} downloaded`);
  }
}
