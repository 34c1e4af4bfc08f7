import type { ConfigOption } from "~/shared/content/config-options";
import { closeMatches, loose } from "./suggest";

export type OptionLookup = { option: ConfigOption } | { suggestions: string[] };

/**
 * An option by its dotted name, however it is spelled (`output.distPath`, `Output.dist-path`),
 * or by its last part alone when only one option has it (`distPath`); else the closest names.
 * A sub-option (`server.proxy.target`) falls back to the option documenting it.
 */
export function findOption(name: string, options: readonly ConfigOption[]): OptionLookup {
  const asked = loose(name);
  const exact = options.find((o) => loose(o.name) === asked);
  if (exact) return { option: exact };
  const byTail = options.filter((o) => loose(o.name.slice(o.name.lastIndexOf(".") + 1)) === asked);
  if (byTail.length === 1) return { option: byTail[0] };
  const parent = options.filter((o) => asked.startsWith(`${loose(o.name)}.`)).sort((a, b) => b.name.length - a.name.length)[0];
  if (parent) return { option: parent };
  const names = options.map((o) => o.name);
  return { suggestions: byTail.length ? byTail.map((o) => o.name) : closeMatches(name, names) };
}
