import type { Lang } from "~/shared/config/types";
import { catalog, serverOnlyPrefixes } from "./catalog";
import { registerStrings, type Strings } from "./index";

registerStrings("en", catalog.en);
registerStrings("zh", catalog.zh);

const forBrowser = (strings: Strings) =>
  Object.fromEntries(Object.entries(strings).filter(([key]) => !serverOnlyPrefixes.some((p) => key.startsWith(p)))) as Strings;
const browser: Record<Lang, Strings> = { en: forBrowser(catalog.en), zh: forBrowser(catalog.zh) };

/** The strings the browser needs for a page: its language only, without the server-only ones. */
export function stringsFor(lang: Lang): { lang: Lang; strings: Strings } {
  return { lang, strings: browser[lang] };
}
