import type { Lang } from "~/config/types";
import type en from "./en.json";

export type StringKey = keyof typeof en;
export type Strings = Record<StringKey, string>;

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
