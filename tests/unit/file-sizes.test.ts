import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Small files, one job each: a file past 250 lines is doing two. Data files (JSON) are what
// they hold, and app/generated/ is the build's output, so neither counts.
const root = fileURLToPath(new URL("../..", import.meta.url));
const MAX_LINES = 250;
const SOURCE = /\.(ts|tsx|js|mjs|css)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return relative(root, path) === "app/generated" ? [] : sources(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

describe("source files", () => {
  it(`stay within ${MAX_LINES} lines under app/, functions/ and scripts/`, () => {
    const files = ["app", "functions", "scripts"].flatMap((dir) => sources(join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file: relative(root, file), lines: readFileSync(file, "utf8").trimEnd().split("\n").length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(long).toEqual([]);
  });
});
