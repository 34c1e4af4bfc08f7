// Which links Chromium may prerender, as document rules the server writes into <head>: they
// work before the app starts, and the browser re-reads `selector_matches` as the page changes.

/** On the root while the phone menu's button is pressed; app/styles/chrome/nav-narrow.css renders the navbar's link then. */
export const PRESSED_CLASS = "menu-reach";

/**
 * The language links: the phone menu's (the pre-app `<dialog>` and the app's NavScreen share
 * `.nav-screen`) and the navbar's icon on wider screens. A link in a closed dialog is not
 * rendered, so it matches nothing until the reader opens the menu.
 */
export const LANGUAGE_LINKS = {
  menu: ".nav-screen a[hreflang]",
  navbar: ".navbar-translations a[hreflang]",
  /** The navbar's link while the hamburger is pressed (`PRESSED_CLASS`, pre-app-press.server.ts), on phones. */
  pressed: `.${PRESSED_CLASS} .navbar-translations a[hreflang]`,
} as const;

/**
 * The rules' JSON: the menu's link is prerendered from the press on its button until the open
 * menu shows it (the reader has asked for the menu; the language is one of its few entries),
 * the navbar's on hover or press (Chromium's "moderate"). Nothing is speculated while the page
 * only loads.
 */
export function speculationRules(): string {
  return JSON.stringify({
    prerender: [
      { where: { selector_matches: LANGUAGE_LINKS.menu }, eagerness: "immediate" },
      { where: { selector_matches: LANGUAGE_LINKS.pressed }, eagerness: "immediate" },
      { where: { selector_matches: LANGUAGE_LINKS.navbar }, eagerness: "moderate" },
    ],
  });
}
