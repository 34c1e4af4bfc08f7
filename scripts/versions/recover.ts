import ts from "typescript";

/** What reading a declaration's syntax needs of the release's checker. */
interface Reader {
  checker: ts.TypeChecker;
  inPackage: (sf: ts.SourceFile) => boolean;
}

/**
 * Whether a type hides its options: `any`, or a map whose values are `any`. A type that names a
 * package not installed beside the release (Rspack's, Babel's, or @rsbuild/core's in a plugin)
 * reads as `any`, and so does every union or intersection with it (`Rspack.EntryDescription &
 * { html?: boolean }`), although the release's own part of it is plain to read.
 */
export function isUnreadable(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.getFlags() & ts.TypeFlags.Any) return true;
  if (checker.getPropertiesOfType(type).length) return false;
  return checker.getIndexInfosOfType(type).some((info) => Boolean(info.type.getFlags() & ts.TypeFlags.Any));
}

/** The declarations of what a reference names (none when its package is not beside the release). */
function declarationsOf(r: Reader, node: ts.TypeReferenceNode): readonly ts.Declaration[] {
  const symbol = r.checker.getSymbolAtLocation(node.typeName);
  const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? r.checker.getAliasedSymbol(symbol) : symbol;
  return target?.declarations ?? [];
}

/**
 * The readable parts of an unreadable type, from the syntax that declares it: the members of its
 * unions and intersections, the body of the release's own aliases it names, and the arguments of
 * the generic it instantiates, down to the object types the checker can read. Of a generic the
 * release cannot resolve (@rsbuild/core's `ConfigChainWithContext<LessLoaderOptions, Utils>` seen
 * from a plugin), the first argument is the value it configures, another tool's options (that tool
 * versions them: less-loader took `lessLogAsWarnOrErr` long before the plugin typed it), so only
 * the later ones are read: what the function form receives from Rsbuild (`addExcludes`).
 */
export function readableParts(r: Reader, node: ts.TypeNode, seen = new Set<ts.Node>()): ts.Type[] {
  if (seen.has(node)) return [];
  seen.add(node);
  if (ts.isParenthesizedTypeNode(node)) return readableParts(r, node.type, seen);
  if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) return node.types.flatMap((t) => readableParts(r, t, seen));
  if (ts.isArrayTypeNode(node)) return readableParts(r, node.elementType, seen);
  const type = r.checker.getTypeFromTypeNode(node);
  const objectLike = type.getFlags() & ts.TypeFlags.Object || type.isIntersection();
  if (objectLike && !isUnreadable(r.checker, type)) return [type];
  if (!ts.isTypeReferenceNode(node)) return [];
  const declarations = declarationsOf(r, node);
  const args = (node.typeArguments ?? []).slice(declarations.length ? 0 : 1);
  const own = declarations.filter((d): d is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(d) && r.inPackage(d.getSourceFile()));
  return [...args, ...own.map((d) => d.type)].flatMap((t) => readableParts(r, t, seen));
}

/** The type node a property is declared with, if any. */
export const declaredTypeNode = (decl: ts.Declaration): ts.TypeNode | undefined =>
  ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl) ? decl.type : undefined;
