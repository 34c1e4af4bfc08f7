/**
 * The four package managers' commands from one PackageManagerTabs `command`, as the
 * component shows them (a copy of packageCommands in app/lib/package-manager.ts, which this
 * build step cannot import; a unit test keeps the two equal).
 */
export const PACKAGE_MANAGERS = ["npm", "yarn", "pnpm", "bun"];

const NPM_VERBS = { add: "install", remove: "uninstall" };

export function packageCommands(command) {
  const out = {};
  for (const pm of PACKAGE_MANAGERS) {
    if (typeof command !== "string") {
      out[pm] = command[pm] ?? "";
      continue;
    }
    const [verb, ...rest] = command.trim().split(/\s+/);
    const word = pm === "npm" ? (NPM_VERBS[verb] ?? verb) : verb;
    out[pm] = [pm, word, ...rest].join(" ");
  }
  return out;
}

/** A JSX attribute's value: a string, or the plain object literal of an expression (`{{ npm: "…" }}`). */
export function attributeValue(node, name) {
  const attr = node.attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  if (!attr || attr.value == null) return undefined;
  if (typeof attr.value === "string") return attr.value;
  const expression = attr.value.data?.estree?.body?.[0]?.expression;
  if (expression?.type === "Literal") return expression.value;
  if (expression?.type !== "ObjectExpression") return undefined;
  const object = {};
  for (const p of expression.properties) {
    const key = p.key?.type === "Identifier" ? p.key.name : p.key?.value;
    if (key != null && p.value?.type === "Literal") object[key] = p.value.value;
  }
  return object;
}

/** npm's command in a bash block, the other managers' as comments below it (the tabs' order). */
export function packageManagerCode(command) {
  const commands = packageCommands(command ?? "");
  const [first, ...others] = PACKAGE_MANAGERS.filter((pm) => commands[pm]).map((pm) => commands[pm]);
  const value = [first ?? "", ...others.map((c) => `# ${c}`)].join("\n");
  return { type: "code", lang: "bash", meta: null, value };
}
