import type { Lang } from "~/config/types";
import en from "./en.json";
import zh from "./zh.json";

export type StringKey = keyof typeof en;
const strings: Record<Lang, Record<StringKey, string>> = { en, zh };

/** A UI string in the given language; a key missing in zh falls back to English. */
export function t(lang: Lang, key: StringKey): string {
  return strings[lang][key] ?? en[key];
}
