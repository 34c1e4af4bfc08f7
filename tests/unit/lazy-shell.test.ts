// ARCHITECTURE.md's rule for the client bundle: every lazily loaded module imports `~/shell`, so
// esbuild puts the app's shared code in one chunk. Without it a new lazy module silently pulls
// its own copies of shared code into extra chunks; this test names the module that forgot.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const app = fileURLToPath(new URL("../../app/", import.meta.url));
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const SHELL = /(from|import)\s+["']~\/shell["']/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/") ? path.join(app, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ext) => base + ext)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

// A .server module is never in the browser build (a route's loader imports it when called).
const browserOnly = (specifier: string) => !/\.server$/.test(specifier);
const lazyModules = [
  ...new Set(
    sources(app).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(DYNAMIC)]
        .filter((m) => browserOnly(m[1]))
        .map((m) => resolveModule(file, m[1]) ?? `${file} → ${m[1]} (unresolved)`),
    ),
  ),
];

describe("lazily loaded modules", () => {
  it("are found in the app", () => {
    expect(lazyModules.length).toBeGreaterThanOrEqual(8);
  });

  it.each(lazyModules.map((file) => [path.relative(app, file), file]))("%s imports ~/shell", (_name, file) => {
    expect(fs.existsSync(file), `unresolved dynamic import: ${file}`).toBe(true);
    expect(fs.readFileSync(file, "utf8")).toMatch(SHELL);
  });
});
