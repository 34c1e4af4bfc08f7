import type { Locator, Page } from "@playwright/test";
import { stringIn } from "../../app/shared/i18n/catalog.ts";
import type { Lang } from "../../app/shared/config/types.ts";
import type { AnswerKind } from "./tap-probe.ts";

/**
 * A control a reader taps first, found by its accessible role and name (the names come from the
 * site's own strings), so the same bench drives any build of it: a React button or a native
 * `<dialog>` trigger, a radio or a tab.
 */
export interface Control {
  name: string;
  kind: AnswerKind;
  find: (page: Page, lang: Lang) => Locator;
  /** On a phone it sits in the mobile menu: the reader opens that first. */
  inMenu?: boolean;
}

/** Any of the roles with that name, hidden ones included (the bench decides what is on screen). */
const byRole = (scope: Page | Locator, roles: Parameters<Page["getByRole"]>[0][], name: string | RegExp, exact = false) =>
  roles.map((role) => scope.getByRole(role, { name, exact, includeHidden: true })).reduce((a, b) => a.or(b));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (...words: string[]) => new RegExp(words.map(escape).join("|"));
const other = (lang: Lang): Lang => (lang === "en" ? "zh" : "en");
/** The site's chrome: the navbar, and whatever dialog or popover it opened. */
const chrome = (page: Page) => page.locator("header, nav, dialog, [role=dialog], [popover]");

export const MENU: Control = {
  name: "menu",
  kind: "open",
  find: (page, lang) => byRole(page, ["button"], stringIn(lang, "nav.open")),
};

export const CONTROLS: Control[] = [
  { name: "search", kind: "field", find: (page, lang) => byRole(page, ["button"], stringIn(lang, "search.open")) },
  MENU,
  {
    name: "theme",
    kind: "theme",
    inMenu: true,
    find: (page, lang) => byRole(page, ["button", "switch"], anyOf(stringIn(lang, "theme.toDark"), stringIn(lang, "theme.toLight"))),
  },
  {
    name: "language",
    kind: "lang",
    inMenu: true,
    find: (page, lang) =>
      byRole(chrome(page), ["link", "button"], anyOf(stringIn(lang, "lang.switch"), stringIn(lang, `lang.name.${other(lang)}`))),
  },
  // A doc page's Menu button (phones and tablets): the section's sidebar as a drawer.
  { name: "sidebar", kind: "open", find: (page, lang) => byRole(page, ["button"], stringIn(lang, "sidebar.menu"), true) },
  { name: "page menu", kind: "open", find: (page, lang) => byRole(page, ["button"], stringIn(lang, "pageMenu.more")) },
  { name: "outline", kind: "open", find: (page, lang) => byRole(page, ["button"], stringIn(lang, "outline.toggle")) },
  { name: "code copy", kind: "copy", find: (page, lang) => byRole(page, ["button"], stringIn(lang, "code.copy"), true) },
  {
    name: "tab",
    kind: "tab",
    // The first tab not selected: the first tap switches to it, the later one back. Only a tab
    // group's radios: the feedback form's reasons are radios too, and a page without tabs has no row.
    find: (page) => {
      const lists = page.locator(".tab-list, [role=tablist]");
      return lists
        .getByRole("radio", { checked: false, includeHidden: true })
        .or(lists.getByRole("tab", { selected: false, includeHidden: true }));
    },
  },
];
