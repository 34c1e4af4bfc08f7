import type { Expression, Literal, PrivateIdentifier } from "estree";
import type { Code } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import { PACKAGE_MANAGERS, type PackageCommand, packageCommands } from "../../../app/shared/content/package-manager.ts";

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type LiteralValue = Literal["value"];
/** What an attribute can say here: a string, a literal, or an object literal of literals. */
export type AttributeValue = LiteralValue | Record<string, LiteralValue>;

/** An object literal's key, when it is a name or a literal (`{ npm: … }`, `{ "npm": … }`). */
function keyOf(key: Expression | PrivateIdentifier): string | undefined {
  if (key.type === "Identifier") return key.name;
  return key.type === "Literal" && key.value != null ? String(key.value) : undefined;
}

/** A JSX attribute's value: a string, or the plain object literal of an expression (`{{ npm: "…" }}`). */
export function attributeValue(node: JsxElement, name: string): AttributeValue | undefined {
  const attr = node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  if (!attr || attr.value == null) return undefined;
  if (typeof attr.value === "string") return attr.value;
  const statement = attr.value.data?.estree?.body[0];
  const expression = statement?.type === "ExpressionStatement" ? statement.expression : undefined;
  if (expression?.type === "Literal") return expression.value;
  if (expression?.type !== "ObjectExpression") return undefined;
  const object: Record<string, LiteralValue> = {};
  for (const p of expression.properties) {
    const key = p.type === "Property" ? keyOf(p.key) : undefined;
    if (key != null && p.type === "Property" && p.value.type === "Literal") object[key] = p.value.value;
  }
  return object;
}

/** A string attribute as written; a literal in braces as its text. */
export function textAttribute(node: JsxElement, name: string): string | undefined {
  const value = attributeValue(node, name);
  return value == null ? undefined : String(value);
}

/** The `command` of PackageManagerTabs: a neutral command, or each manager's own (its strings). */
function packageCommandOf(value: AttributeValue | undefined): PackageCommand {
  if (value == null) return "";
  if (typeof value === "string") return value;
  if (typeof value !== "object" || value instanceof RegExp) return {};
  return Object.fromEntries(PACKAGE_MANAGERS.flatMap((pm) => (typeof value[pm] === "string" ? [[pm, value[pm]]] : [])));
}

/** npm's command in a bash block, the other managers' as comments below it (the tabs' order). */
export function packageManagerCode(value: AttributeValue | undefined): Code {
  const commands = packageCommands(packageCommandOf(value));
  const [first, ...others] = PACKAGE_MANAGERS.filter((pm) => commands[pm]).map((pm) => commands[pm]);
  return { type: "code", lang: "bash", meta: null, value: [first ?? "", ...others.map((c) => `# ${c}`)].join("\n") };
}
