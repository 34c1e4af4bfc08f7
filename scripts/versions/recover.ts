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

/** The type alias a reference names, when the release itself declares it. */
function aliasOf(r: Reader, node: ts.TypeReferenceNode): ts.TypeAliasDeclaration | undefined {
  const symbol = r.checker.getSymbolAtLocation(node.typeName);
  const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? r.checker.getAliasedSymbol(symbol) : symbol;
  return target?.declarations?.find((d): d is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(d) && r.inPackage(d.getSourceFile()));
}

/**
 * The readable parts of an unreadable type, from the syntax that declares it: the members of its
 * unions and intersections, the arguments of the generic it instantiates (`ConfigChainWithContext<
 * BabelLoaderOptions, BabelConfigUtils>` from a package not beside the release) and the body of
 * the release's own aliases it names, down to the object types the checker can read.
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
  const alias = aliasOf(r, node);
  return [...(node.typeArguments ?? []), ...(alias ? [alias.type] : [])].flatMap((t) => readableParts(r, t, seen));
}

/** The type node a property is declared with, if any. */
export const declaredTypeNode = (decl: ts.Declaration): ts.TypeNode | undefined =>
  ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl) ? decl.type : undefined;
