export const PACKAGE_MANAGERS = ["npm", "yarn", "pnpm", "bun"] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
export type PackageCommand = string | Partial<Record<PackageManager, string>>;

/** npm spells some subcommands differently from the others. */
const npmVerbs: Record<string, string> = { add: "install", remove: "uninstall" };

/**
 * The command for each package manager from one neutral command:
 * `add x -D` → `npm install x -D`, `yarn add x -D`, `pnpm add x -D`, `bun add x -D`.
 * An object gives each manager's command explicitly.
 */
export function packageCommands(command: PackageCommand): Record<PackageManager, string> {
  const out = {} as Record<PackageManager, string>;
  for (const pm of PACKAGE_MANAGERS) {
    if (typeof command !== "string") {
      out[pm] = command[pm] ?? "";
      continue;
    }
    const [verb, ...rest] = command.trim().split(/\s+/);
    const word = pm === "npm" ? (npmVerbs[verb] ?? verb) : verb;
    out[pm] = [pm, word, ...rest].join(" ");
  }
  return out;
}
