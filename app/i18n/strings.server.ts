import type { Lang } from "~/config/types";
import en from "./en.json";
import { registerStrings, type Strings } from "./index";
import zh from "./zh.json";

const all: Record<Lang, Strings> = { en, zh };
registerStrings("en", en);
registerStrings("zh", zh);

/** The strings the browser needs for a page: its language only. */
export function stringsFor(lang: Lang): { lang: Lang; strings: Strings } {
  return { lang, strings: all[lang] };
}
