import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { probeProgram } from "../fixtures/rsbuild-types";

const root = path.resolve(__dirname, "../..");
const page = (lang: string, rel: string) => fs.readFileSync(path.join(root, "content", lang, rel), "utf8");
/** Names documented as headings: `## \`createRsbuild\`` (an optional call signature or {#id} may follow). */
const headingNames = (source: string) => new Set([...source.matchAll(/^#{2,4} `([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]));

/** The names @rsbuild/core's public entry declares, values and types, read through the compiler. */
function typeExports(): Set<string> {
  const { program, file } = probeProgram();
  const checker = program.getTypeChecker();
  const importDecl = file.statements.find(ts.isImportDeclaration)!;
  const symbol = checker.getSymbolAtLocation(importDecl.moduleSpecifier)!;
  return new Set(checker.getExportsOfModule(symbol).map((s) => s.getName()));
}

describe("the JavaScript API pages", () => {
  it("document every runtime export of @rsbuild/core, in both languages", async () => {
    const exports = Object.keys(await import("@rsbuild/core")).filter((name) => name !== "default" && name !== "__esModule");
    for (const lang of ["en", "zh"]) {
      const documented = headingNames(page(lang, "api/javascript-api/core.mdx"));
      expect(exports.filter((name) => !documented.has(name))).toEqual([]);
    }
    expect(exports.length).toBeGreaterThan(10);
  });

  it("every type the types page documents is exported by @rsbuild/core", () => {
    const exported = typeExports();
    const documented = [...headingNames(page("en", "api/javascript-api/types.mdx"))];
    expect(documented.length).toBeGreaterThan(10);
    expect(documented.filter((name) => !exported.has(name))).toEqual([]);
  });
});
