import type { Lang } from "~/shared/config/types";
import en from "./en.json";
import type { StringKey, Strings } from "./index";
import zh from "./zh.json";

/** Both languages' strings, for the server and the build (the browser gets one language from the root loader). */
export const catalog: Record<Lang, Strings> = { en, zh };

/**
 * Keys only the server and the build read (sidebar groups are resolved in the page loader, feeds,
 * llms.txt and the version badges at build).
 */
export const serverOnlyPrefixes = ["sidebar.group.", "feed.", "llms.", "version."];

/** A string in a language without the per-request registry, for config read on the server and by the build. */
export const stringIn = (lang: Lang, key: StringKey): string => catalog[lang][key];
