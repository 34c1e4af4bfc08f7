import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The names one release declares, each with whether its declaration carries `@deprecated`. */
export type Names = Map<string, NameInfo>;

/**
 * `opaque`: the name's type could not be read (it comes from a package that is not installed next to
 * the release, so it is `any`), which hides whatever options it had in that release.
 */
export interface NameInfo {
  deprecated: boolean;
  opaque?: boolean;
}

/** A checker over a small probe file inside an unpacked package; its imports of other packages stay unresolved (any). */
function checkerFor(dir: string, typesDir: string, probe: string) {
  const file = path.join(dir, "__versions_probe.ts");
  fs.writeFileSync(file, probe);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`no probe in ${dir}`);
  const declared = new Map<string, ts.Type>();
  ts.forEachChild(source, (node) => {
    if (ts.isVariableStatement(node))
      for (const d of node.declarationList.declarations) declared.set(d.name.getText(source), checker.getTypeAtLocation(d.name));
  });
  return { checker, declared, inPackage: (sf: ts.SourceFile) => path.resolve(sf.fileName).startsWith(path.join(dir, typesDir)) };
}

const isDeprecated = (symbol: ts.Symbol) => symbol.getJsDocTags().some((tag) => tag.name === "deprecated");

/**
 * Walks the object types of `root` (and of each union member) down to `depth` levels and records
 * every property path ("dev.client.overlay"). Only types declared in the package itself are entered:
 * Rspack's or a loader's own options are theirs to version.
 */
function walk(
  c: ReturnType<typeof checkerFor>,
  root: ts.Type,
  depth: number,
  prefix = "",
  out: Names = new Map(),
  seen = new Set<ts.Type>(),
) {
  const members = (root.isUnion() ? root.types : [root]).map((t) => c.checker.getNonNullableType(t));
  for (const type of members) {
    const objectLike = type.getFlags() & ts.TypeFlags.Object || type.isIntersection();
    if (seen.has(type) || !objectLike || c.checker.isArrayType(type)) continue;
    seen.add(type);
    for (const prop of c.checker.getPropertiesOfType(type)) {
      const decl = prop.getDeclarations()?.[0];
      if (!decl || !c.inPackage(decl.getSourceFile()) || prop.name.startsWith("_")) continue;
      const name = prefix + prop.name;
      const prev = out.get(name);
      const propType = c.checker.getNonNullableType(c.checker.getTypeOfSymbol(prop));
      const opaque = (prev?.opaque ?? false) || Boolean(propType.getFlags() & ts.TypeFlags.Any);
      out.set(name, { deprecated: (prev?.deprecated ?? false) || isDeprecated(prop), ...(opaque && { opaque }) });
      if (depth > 1) walk(c, propType, depth - 1, `${name}.`, out, seen);
    }
    seen.delete(type);
  }
  return out;
}

/** Every argument parser Rsbuild has bundled (commander, then cac from 1.2) answers these by itself. */
const BUILT_IN_FLAGS = new Set(["--help", "--version"]);

/** Long and short CLI flags and the commands the CLI registers, read from its bundled code. */
function cliNames(dir: string): Names {
  const out: Names = new Map();
  const dist = path.join(dir, "dist");
  for (const name of fs.readdirSync(dist)) {
    if (!/\.(c|m)?js$/.test(name)) continue;
    // Comment lines go first: a bundled argument parser's doc comments carry example options.
    const code = fs
      .readFileSync(path.join(dist, name), "utf8")
      .split("\n")
      .map((line) => (/^\s*(\*|\/\/|\/\*)/.test(line) ? "" : line))
      .join("\n");
    for (const m of code.matchAll(/\.option\(\s*(['"])(-[^'"]+)\1/g))
      for (const flag of m[2].matchAll(/--[\w-]+/g)) if (!BUILT_IN_FLAGS.has(flag[0])) out.set(flag[0], { deprecated: false });
    for (const m of code.matchAll(/\.command\(\s*(['"])([\w-]*)\1/g)) out.set(`rsbuild ${m[2] || "dev"}`, { deprecated: false });
  }
  return out;
}

/** What one release of @rsbuild/core declares, per kind of name. */
export function coreNames(dir: string): Record<"config" | "api" | "instance" | "server" | "export" | "cli", Names> {
  const entry = "./dist-types/index";
  const c = checkerFor(
    dir,
    "dist-types",
    `import type { RsbuildConfig, RsbuildPluginAPI, RsbuildInstance } from '${entry}';
import * as core from '${entry}';
type DevServer = Awaited<ReturnType<RsbuildInstance['createDevServer']>>;
declare const config: RsbuildConfig;
declare const api: RsbuildPluginAPI;
declare const instance: RsbuildInstance;
declare const server: DevServer;
declare const all: typeof core;
`,
  );
  const shallow = (name: string) => walk(c, c.declared.get(name)!, 1);
  const exports: Names = new Map();
  const all = c.declared.get("all")!;
  for (const prop of c.checker.getPropertiesOfType(all))
    if (!prop.name.startsWith("__")) exports.set(prop.name, { deprecated: isDeprecated(prop) });
  return {
    config: walk(c, c.declared.get("config")!, 4),
    api: shallow("api"),
    instance: shallow("instance"),
    server: shallow("server"),
    export: exports,
    cli: cliNames(dir),
  };
}

/** The options of a plugin package: the first parameter of its exported `plugin*` factory, two levels deep. */
export function pluginNames(dir: string): Names {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  const types: string = pkg.types ?? pkg.typings ?? pkg.exports?.["."]?.types ?? "./dist/index.d.ts";
  const c = checkerFor(
    dir,
    path.dirname(types),
    `import * as plugin from './${types.replace(/^\.\//, "").replace(/\.d\.(c|m)?ts$/, "")}';\ndeclare const all: typeof plugin;\n`,
  );
  const all = c.declared.get("all")!;
  const factory = c.checker.getPropertiesOfType(all).find((p) => /^plugin[A-Z]/.test(p.name));
  if (!factory) return new Map();
  const signature = c.checker.getTypeOfSymbol(factory).getCallSignatures()[0];
  const param = signature?.getParameters()[0];
  if (!param) return new Map();
  return walk(c, c.checker.getNonNullableType(c.checker.getTypeOfSymbol(param)), 2);
}
