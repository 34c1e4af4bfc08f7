import type { PageData } from "../../app/shared/content/types.ts";
import { stringIn } from "../../app/shared/i18n/catalog.ts";
import type { StringKey } from "../../app/shared/i18n/index.ts";
import { sha } from "../content/files.ts";

/** What a page's social card shows; every field is an input of the card's hash. */
export interface CardInput {
  lang: PageData["lang"];
  title: string;
  /** The nav section, and the sidebar group when it names something else ("Guide · Getting Started"). */
  section: string;
  description: string;
  /** The page's address without the scheme, printed at the foot of the card. */
  address: string;
}

/** A page's card: its inputs and its public path. */
export interface PlannedCard {
  input: CardInput;
  path: string;
}

const NAV_SECTIONS: [RegExp, StringKey][] = [
  [/^(\/zh)?\/guide\//, "section.guide"],
  [/^(\/zh)?\/config\//, "section.config"],
  [/^(\/zh)?\/plugins\//, "section.plugins"],
  [/^(\/zh)?\/api\//, "section.api"],
  [/^(\/zh)?\/community\//, "section.community"],
];

export function sectionOf(page: Pick<PageData, "lang" | "routePath">, group: string | undefined): string {
  const key = NAV_SECTIONS.find(([re]) => re.test(page.routePath))?.[1] ?? "section.home";
  const nav = stringIn(page.lang, key);
  return group && group !== nav ? `${nav} · ${group}` : nav;
}

export function cardInput(page: PageData, group: string | undefined, siteUrl: string): CardInput {
  return {
    lang: page.lang,
    title: page.title || stringIn(page.lang, "site.description"),
    section: sectionOf(page, group),
    description: page.frontmatter.description ?? stringIn(page.lang, "site.description"),
    address: siteUrl.replace(/^https?:\/\//, "") + page.routePath,
  };
}

/** The card's public path: a hash of its inputs and of the card code and font versions (`version`). */
export const cardPath = (input: CardInput, version: string): string => `/og/${sha(JSON.stringify([version, input])).slice(0, 16)}.png`;
