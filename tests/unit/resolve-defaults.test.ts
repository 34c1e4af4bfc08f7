import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
type Target = "web" | "node" | "web-worker";
type Resolved = { esm: string[]; cjs: string[]; mainFields: string[] };

/** Rspack's resolve options once its defaults are applied, for an empty Rsbuild config with this target and mode. */
async function resolvedDefaults(cwd: string, target: Target, mode: "development" | "production"): Promise<Resolved> {
  const { createRsbuild } = await import("@rsbuild/core");
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode, output: { target } } });
  type Lists = { conditionNames: string[]; mainFields: string[] };
  const compiler = (await rsbuild.createCompiler()) as unknown as { options: { resolve: Lists & { byDependency: Record<string, Lists> } } };
  const { resolve } = compiler.options;
  // '...' in a per-dependency list stands for the base list.
  const expand = (list: string[], base: string[]) => list.flatMap((item) => (item === "..." ? base : [item]));
  return {
    esm: expand(resolve.byDependency.esm.conditionNames, resolve.conditionNames),
    cjs: expand(resolve.byDependency.commonjs.conditionNames, resolve.conditionNames),
    mainFields: expand(resolve.byDependency.esm.mainFields, resolve.mainFields),
  };
}

/** The backticked values of each cell of the page's table rows, keyed by the row's first cell. */
function tableRows(page: string): Map<string, string[][]> {
  const rows = new Map<string, string[][]>();
  for (const line of fs.readFileSync(path.join(root, "content", page), "utf8").split("\n")) {
    const cells = /^\|(.*)\|$/.exec(line)?.[1].split("|");
    if (!cells || cells.length < 2) continue;
    rows.set(
      cells[0].trim(),
      cells.slice(1).map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1])),
    );
  }
  return rows;
}

const sorted = (list: string[]) => [...new Set(list)].sort();
let cwd: string;
const resolved: Record<string, Resolved> = {};
beforeAll(async () => {
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), "rsbuild-resolve-"));
  fs.mkdirSync(path.join(cwd, "src"));
  fs.writeFileSync(path.join(cwd, "src/index.js"), "");
  for (const target of ["web", "node", "web-worker"] as const) resolved[target] = await resolvedDefaults(cwd, target, "production");
  resolved.webDev = await resolvedDefaults(cwd, "web", "development");
}, 120_000);
afterAll(() => fs.rmSync(cwd, { recursive: true, force: true }));

describe("the resolve defaults documented for Rspack", () => {
  for (const lang of ["en", "zh"]) {
    it(`resolve.conditionNames (${lang}): the table gives Rspack's conditions per target and import style`, () => {
      const rows = [...tableRows(`${lang}/config/resolve/condition-names.mdx`).entries()];
      const always = rows.find(([first]) => /^(Always|始终包含)$/.test(first))![1];
      for (const target of ["web", "node", "web-worker"] as const) {
        const row = rows.find(([first]) => first.startsWith(`\`${target}\` `))![1];
        expect(sorted(resolved[target].esm)).toEqual(sorted([...always[0], "production", ...row[0]]));
        expect(sorted(resolved[target].cjs)).toEqual(sorted([...always[1], "production", ...row[1]]));
      }
      expect(resolved.webDev.esm).toContain("development");
      expect(resolved.webDev.esm).not.toContain("production");
    });

    it(`resolve.mainFields (${lang}): the table gives Rspack's fields per target, in order`, () => {
      const rows = tableRows(`${lang}/config/resolve/main-fields.mdx`);
      for (const target of ["web", "node", "web-worker"] as const) {
        const row = [...rows.entries()].find(([first]) => first.split(/[,、]\s*/).includes(`\`${target}\``));
        expect(row?.[1][0]).toEqual(resolved[target].mainFields);
      }
    });
  }
});
