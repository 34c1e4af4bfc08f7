import type { Lang } from "~/shared/config/types";
import type en from "./en.json";

export type StringKey = keyof typeof en;
export type Strings = Record<StringKey, string>;
/** The rest of the keys that start with a prefix: KeySuffix<"tools."> is "rspack" | "rsbuild" | …, so a misspelled one fails tsc. */
export type KeySuffix<P extends string> = StringKey extends infer K ? (K extends `${P}${infer R}` ? R : never) : never;

/**
 * UI strings by language. The server registers both languages (strings.server.ts); the
 * browser receives only the page's language from the root loader, so it never downloads
 * the other one.
 */
const registry: Partial<Record<Lang, Strings>> = {};

export function registerStrings(lang: Lang, strings: Strings): void {
  registry[lang] = strings;
}

/** A UI string in the given language; a missing one falls back to English, then to the key. */
export function t(lang: Lang, key: StringKey): string {
  return registry[lang]?.[key] ?? registry.en?.[key] ?? key;
}
