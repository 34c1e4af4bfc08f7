import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const sections = ["guide", "config", "plugins", "api"];
const FENCE = /^```(ts|tsx|js|mjs|typescript)\b([^\n]*)\n([\s\S]*?)^```/gm;
/** Imports that make a block a whole-file example: Rsbuild's API, and the tools the guides set up beside it (test runners, Vite plugins, unplugin). */
const CHECKED_IMPORT = /from ['"](@rsbuild\/core|vite|vitest(\/config)?|@playwright\/test|@rstest\/[\w-]+|unplugin)['"]/;

/** Whole files that use Rsbuild's API (a config, a script or a plugin importing @rsbuild/core) or set up a tool of CHECKED_IMPORT. */
function examples() {
  const found: { page: string; index: number; code: string; tsx: boolean }[] = [];
  for (const section of sections) {
    const dir = path.join(root, "content/en", section);
    for (const rel of fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".mdx"))) {
      const source = fs.readFileSync(path.join(dir, rel), "utf8");
      let i = 0;
      for (const m of source.matchAll(FENCE)) {
        const code = m[3];
        const tsx = m[1] === "tsx" || /title="[^"]*\.tsx"/.test(m[2]);
        if (CHECKED_IMPORT.test(code) && /^(import|export) /m.test(code)) found.push({ page: `${section}/${rel}`, index: i, code, tsx });
        i++;
      }
    }
  }
  return found;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "examples-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("TypeScript examples compile against the installed packages", () => {
  it("every whole-file example that uses @rsbuild/core or a tool beside it type-checks", () => {
    const list = examples();
    const files = list.map((e, n) => {
      const file = path.join(work, `ex${n}.${e.tsx || (e.code.includes("<") && /\bjsx|tsx\b/.test(e.page)) ? "tsx" : "ts"}`);
      // Each example is its own module; files it imports that a reader would have are stubbed.
      fs.writeFileSync(file, `${e.code}\nexport {};\n`);
      return file;
    });
    const options: ts.CompilerOptions = {
      strict: true,
      noImplicitAny: false,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      types: ["node"],
      typeRoots: [path.join(root, "node_modules/@types")],
      baseUrl: root,
      paths: { "*": [path.join(root, "node_modules/*")] },
      noUnusedLocals: false,
      allowJs: true,
      esModuleInterop: true,
    };
    // Packages a reader installs alongside (Tailwind, Module Federation, …) are not ours to install: stub the ones that do not resolve.
    const host = ts.createCompilerHost(options);
    const unresolved = new Set<string>();
    for (const file of files) {
      const info = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
      for (const imp of info.importedFiles) {
        if (imp.fileName.startsWith(".") || imp.fileName.startsWith("node:")) continue;
        const resolved = ts.resolveModuleName(imp.fileName, file, options, host).resolvedModule;
        if (!resolved || (!/\.d\.[cm]?ts$/.test(resolved.resolvedFileName) && !/\.tsx?$/.test(resolved.resolvedFileName)))
          unresolved.add(imp.fileName);
      }
    }
    const shims = path.join(work, "shims.d.ts");
    fs.writeFileSync(
      shims,
      `${[...unresolved].map((m) => `declare module ${JSON.stringify(m)};`).join("\n")}\ndeclare module "*.css";\ndeclare module "*.svg";\n`,
    );
    const program = ts.createProgram([...files, shims], options, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && files.includes(d.file.fileName))
      .filter((d) => d.code !== 2307 || !/['"]\.\.?\//.test(ts.flattenDiagnosticMessageText(d.messageText, ""))) // a relative file of the reader's project
      .map((d) => {
        const n = files.indexOf(d.file!.fileName);
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        return `${list[n].page} example ${list[n].index + 1}, line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
      });
    console.log(
      `examples: ${files.length} compiled; stubbed packages not installed (or untyped) here: ${[...unresolved].sort().join(", ") || "none"}`,
    );
    expect(problems).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
    const pages = new Set(list.map((e) => e.page));
    for (const page of [
      "config/dev/browser-logs.mdx",
      "config/output/module.mdx",
      "config/resolve/condition-names.mdx",
      "config/resolve/main-fields.mdx",
    ])
      expect(pages).toContain(page);
  }, 120_000);

  it("includes the Vite plugins, the Rsbuild plugins they become, and the test runner configs", () => {
    const titles = (page: string) =>
      examples()
        .filter((e) => e.page === page)
        .map((e) => e.code.split("\n")[0]);
    const plugins = examples().filter((e) => e.page === "guide/migration/vite-plugin.mdx");
    expect(plugins.filter((e) => /from 'vite'/.test(e.code))).toHaveLength(3);
    expect(plugins.filter((e) => /RsbuildPlugin/.test(e.code)).length).toBeGreaterThanOrEqual(4);
    expect(titles("guide/advanced/testing.mdx").length).toBeGreaterThanOrEqual(8);
    expect(examples().find((e) => e.page === "guide/advanced/testing.mdx" && e.code.includes("<Counter />"))?.tsx).toBe(true);
  });
});
