import type { Lang } from "../../../app/shared/config/types.ts";
import { stringIn } from "../../../app/shared/i18n/catalog.ts";
import type { KeySuffix } from "../../../app/shared/i18n/index.ts";

/** The top-level sections llms.txt lists, in this order; their headings are UI strings. */
const SECTIONS: KeySuffix<"llms.section.">[] = ["guide", "config", "plugins", "api", "community"];

/** A language's wording of the feeds and llms.txt. */
export interface SiteWords {
  feedTitle: string;
  feedDescription: string;
  summary: string;
  /** Which major these docs describe, and where the latest major's are. */
  version: string;
  fullText: string;
  /** Each section (as the first segment of a route) with its heading. */
  sections: [section: string, heading: string][];
}

/** The words come from the UI strings (app/shared/i18n), so the build and the site say the same things. */
export function wordsOf(lang: Lang): SiteWords {
  return {
    feedTitle: stringIn(lang, "feed.title"),
    feedDescription: stringIn(lang, "feed.description"),
    summary: stringIn(lang, "llms.summary"),
    version: stringIn(lang, "llms.version"),
    fullText: stringIn(lang, "llms.fullText"),
    sections: SECTIONS.map((section) => [section, stringIn(lang, `llms.section.${section}`)]),
  };
}
