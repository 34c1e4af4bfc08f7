import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { declaredTypeNode, isUnreadable, readableParts } from "./recover.ts";

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

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
};

/** TypeScript's own lib files, parsed once for all the releases a run reads (a fifth of each release's time). */
const host = ts.createCompilerHost(OPTIONS);
const libFiles = new Map<string, ts.SourceFile | undefined>();
const readSourceFile = host.getSourceFile.bind(host);
const LIB_DIR = path.dirname(ts.getDefaultLibFilePath(OPTIONS));
host.getSourceFile = (name, ...rest) => {
  if (path.dirname(name) !== LIB_DIR) return readSourceFile(name, ...rest);
  if (!libFiles.has(name)) libFiles.set(name, readSourceFile(name, ...rest));
  return libFiles.get(name);
};

/** A checker over a small probe file inside an unpacked package; its imports of other packages stay unresolved (any). */
function checkerFor(dir: string, typesDir: string, probe: string) {
  const file = path.join(dir, "__versions_probe.ts");
  fs.writeFileSync(file, probe);
  const program = ts.createProgram([file], OPTIONS, host);
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
 * every property path ("dev.client.overlay"). Array items and the parameters of function types are
 * entered under the same path without using a level, so `html.appIcon.icons.purpose`,
 * `tools.rspack.appendRules` (the function form's `utils`) and `transform.order` (the descriptor)
 * are reached. Only types declared in the package itself are entered: Rspack's or a loader's own
 * options are theirs to version.
 */
export function walk(
  c: ReturnType<typeof checkerFor>,
  root: ts.Type,
  depth: number,
  prefix = "",
  out: Names = new Map(),
  seen = new Set<ts.Type>(),
) {
  // A generic parameter (`<T extends TransformDescriptor>(descriptor: T)`) is read as its constraint.
  const constrained = root.isTypeParameter() ? (c.checker.getBaseConstraintOfType(root) ?? root) : root;
  const members = (constrained.isUnion() ? constrained.types : [constrained]).map((t) => c.checker.getNonNullableType(t));
  for (const type of members) {
    const objectLike = type.getFlags() & ts.TypeFlags.Object || type.isIntersection();
    if (seen.has(type) || !objectLike) continue;
    seen.add(type);
    if (c.checker.isArrayType(type) || c.checker.isTupleType(type)) {
      for (const item of c.checker.getTypeArguments(type as ts.TypeReference)) walk(c, item, depth, prefix, out, seen);
    }
    for (const signature of type.getCallSignatures())
      for (const param of signature.getParameters()) walk(c, c.checker.getTypeOfSymbol(param), depth, prefix, out, seen);
    if (!c.checker.isArrayType(type) && !c.checker.isTupleType(type)) props(c, type, depth, prefix, out, seen);
    seen.delete(type);
  }
  return out;
}

function props(c: ReturnType<typeof checkerFor>, type: ts.Type, depth: number, prefix: string, out: Names, seen: Set<ts.Type>) {
  for (const prop of c.checker.getPropertiesOfType(type)) {
    const decl = prop.getDeclarations()?.[0];
    if (!decl || !c.inPackage(decl.getSourceFile()) || prop.name.startsWith("_")) continue;
    const name = prefix + prop.name;
    const prev = out.get(name);
    const propType = c.checker.getNonNullableType(c.checker.getTypeOfSymbol(prop));
    const node = isUnreadable(c.checker, propType) ? declaredTypeNode(decl) : undefined;
    const parts = node ? readableParts(c, node) : [];
    // Still opaque when no part of it could be read from its syntax either.
    const opaque = (prev?.opaque ?? false) || (Boolean(propType.getFlags() & ts.TypeFlags.Any) && !parts.length);
    out.set(name, { deprecated: (prev?.deprecated ?? false) || isDeprecated(prop), ...(opaque && { opaque }) });
    if (depth > 1) for (const type of [propType, ...parts]) walk(c, type, depth - 1, `${name}.`, out, seen);
  }
}

/** Every argument parser Rsbuild has bundled (commander, then cac from 1.2) answers these by itself. */
const BUILT_IN_FLAGS = new Set(["--help", "--version"]);

/** The files below a folder, recursively. */
const filesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesIn(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/** Long and short CLI flags and the commands the CLI registers, read from its bundled code (or its source, `src/cli`). */
function cliNames(dir: string, layout: Layout): Names {
  const out: Names = new Map();
  const code = layout === "published" ? path.join(dir, "dist") : path.join(dir, "src/cli");
  for (const file of filesIn(code)) {
    if (!/\.(c|m)?(js|ts)$/.test(file) || file.endsWith(".d.ts")) continue;
    // Comment lines go first: a bundled argument parser's doc comments carry example options.
    const text = fs
      .readFileSync(file, "utf8")
      .split("\n")
      .map((line) => (/^\s*(\*|\/\/|\/\*)/.test(line) ? "" : line))
      .join("\n");
    for (const m of text.matchAll(/\.option\(\s*(['"])(-[^'"]+)\1/g))
      for (const flag of m[2].matchAll(/--[\w-]+/g)) if (!BUILT_IN_FLAGS.has(flag[0])) out.set(flag[0], { deprecated: false });
    for (const m of text.matchAll(/\.command\(\s*(['"])([\w-]*)\1/g)) out.set(`rsbuild ${m[2] || "dev"}`, { deprecated: false });
  }
  return out;
}

/**
 * Where a release's names are read from: the published package (`dist-types`, `dist`) or, for a
 * release the registry lacks, upstream's source at its tag (`src`, see versions/source.ts).
 */
export type Layout = "published" | "source";

export type CoreKind = "config" | "api" | "instance" | "server" | "plugin" | "environment" | "export" | "cli";

/**
 * What one release of @rsbuild/core declares, per kind of name. Members of the plugin API, the
 * instance, the dev server and the exports are read with their parameters' options one level down
 * (`transform.order`, `inspectConfig.extraConfigs`, `createRsbuild.callerName`); an exported
 * function's result is read one level down too (`loadEnv.publicVars`). `environment` is the
 * environment context many hooks receive (`EnvironmentContext`: `manifest`, `webSocketToken`).
 */
export function coreNames(dir: string, layout: Layout = "published"): Record<CoreKind, Names> {
  const typesDir = layout === "published" ? "dist-types" : "src";
  const entry = `./${typesDir}/index`;
  const c = checkerFor(
    dir,
    typesDir,
    `import type { RsbuildConfig, RsbuildPluginAPI, RsbuildInstance, RsbuildPlugin, EnvironmentContext } from '${entry}';
import * as core from '${entry}';
type DevServer = Awaited<ReturnType<RsbuildInstance['createDevServer']>>;
declare const config: RsbuildConfig;
declare const api: RsbuildPluginAPI;
declare const instance: RsbuildInstance;
declare const server: DevServer;
declare const plugin: RsbuildPlugin;
declare const environment: EnvironmentContext;
declare const all: typeof core;
`,
  );
  const members = (name: string) => walk(c, c.declared.get(name)!, 2);
  const exports: Names = new Map();
  for (const prop of c.checker.getPropertiesOfType(c.declared.get("all")!)) {
    if (prop.name.startsWith("__")) continue;
    exports.set(prop.name, { deprecated: isDeprecated(prop) });
    const type = c.checker.getTypeOfSymbol(prop);
    // A function's options (createRsbuild's `callerName`) and its result's fields (loadEnv's `publicVars`;
    // not the instance createRsbuild resolves to, a kind of its own); a value's own members are not options.
    if (!type.getCallSignatures().length) continue;
    walk(c, type, 1, `${prop.name}.`, exports);
    for (const signature of type.getCallSignatures()) {
      const result = c.checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType();
      if (result !== c.declared.get("instance")) walk(c, result, 1, `${prop.name}.`, exports);
    }
  }
  return {
    config: walk(c, c.declared.get("config")!, 4),
    api: members("api"),
    instance: members("instance"),
    server: members("server"),
    plugin: walk(c, c.declared.get("plugin")!, 1),
    environment: walk(c, c.declared.get("environment")!, 1),
    export: exports,
    cli: cliNames(dir, layout),
  };
}

/** The options of a plugin package: the first parameter of its exported `plugin*` factory, two levels deep. */
export function pluginNames(dir: string, layout: Layout = "published"): Names {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  const published: string = pkg.types ?? pkg.typings ?? pkg.exports?.["."]?.types ?? "./dist/index.d.ts";
  const types = layout === "published" ? published : "./src/index.ts";
  const c = checkerFor(
    dir,
    path.dirname(types),
    `import * as plugin from './${types.replace(/^\.\//, "").replace(/\.d\.(c|m)?ts$|\.ts$/, "")}';\ndeclare const all: typeof plugin;\n`,
  );
  const all = c.declared.get("all")!;
  const factory = c.checker.getPropertiesOfType(all).find((p) => /^plugin[A-Z]/.test(p.name));
  if (!factory) return new Map();
  const signature = c.checker.getTypeOfSymbol(factory).getCallSignatures()[0];
  const param = signature?.getParameters()[0];
  if (!param) return new Map();
  return walk(c, c.checker.getNonNullableType(c.checker.getTypeOfSymbol(param)), 2);
}
