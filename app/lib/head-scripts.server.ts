import { site } from "~/shared/config/site";
import { storageKeys } from "~/lib/storage";
import { preApp } from "./pre-app-runtime.server";
import { preAppSearch } from "./pre-app-search.server";
import { preAppScreens } from "./pre-app-search-screens.server";
import { LIMITS } from "./search/recent";
import { PRESSED_CLASS, speculationRules } from "./speculation-rules";
import { prePress } from "./pre-app-press.server";
import { copyPromptText } from "~/lib/clipboard";
import { THEME_ANIMATION_MS } from "~/lib/theme";
import { perGroupLimit } from "~/lib/search/group";
import { REPORT_URL, SNIPPET_WORDS, STALLED_AFTER_MS } from "~/lib/search/settings";

// The inline <head> scripts, rendered by the server only: the browser has run them before it
// hydrates, and as a .server module their text stays out of the browser's JavaScript.

/**
 * Runs in <head> before paint: a stored light or dark wins over the class the server rendered;
 * a stored value that is none of light, dark or auto is reset to auto, the default. A page
 * prerendered before the reader switched the theme checks again when it is shown.
 */
export const themeChoiceScript = [
  `(function(){var d=document;function a(){try{var k=${JSON.stringify(storageKeys.themeAppearance)},t=localStorage.getItem(k),c=d.documentElement.classList;`,
  `if(t!==null&&t!="light"&&t!="dark"&&t!="auto")localStorage.setItem(k,"auto");`,
  `if((t=="light"||t=="dark")&&!c.contains(t)){c.remove("light","dark");c.add(t)}}catch(e){}}`,
  `a();if(d.prerendering)d.addEventListener("prerenderingchange",a,{once:true})})()`,
].join("");

/** The speculation rules (JSON, `<script type="speculationrules">`): the other language's page, prerendered at the reader's intent. */
export const speculationRulesScript = speculationRules();

/**
 * Runs in <head> before paint: hides a banner the reader closed, so it never flashes
 * or shifts the layout. Storage errors leave the banner visible.
 */
export function bannerScript(): string | undefined {
  const banner = site.themeConfig.banner;
  if (!banner) return undefined;
  return `try{if(localStorage.getItem(${JSON.stringify(storageKeys.banner(banner.id))}))document.documentElement.dataset.bannerClosed=""}catch(e){}`;
}

/**
 * The controls that work before the app is live (`lib/pre-app-runtime.server.ts`), as an inline
 * script of the <head>: its listeners are in place before the reader can tap, and before the
 * boot's. The same text on every page, so one CSP hash.
 */
export const preAppScript = [
  // wrangler's bundler wraps named functions in its `__name` helper, which the text then calls.
  "(function(){var __name=function(f){return f};",
  `(${preApp.toString()})(${JSON.stringify(storageKeys.themeAppearance)},${JSON.stringify(storageKeys.tabs(""))},${JSON.stringify([copyPromptText(false), copyPromptText(true)])},${site.themeConfig.enableAppearanceAnimation ? THEME_ANIMATION_MS : 0});`,
  `(${prePress.toString()})(${JSON.stringify(PRESSED_CLASS)});`,
  `(${preAppSearch.toString()})(${perGroupLimit(site.search.maxResultsPerGroup)},[${SNIPPET_WORDS.narrow},${SNIPPET_WORDS.wide}],${STALLED_AFTER_MS},`,
  `(${preAppScreens.toString()})(${JSON.stringify([LIMITS.recentAlone, LIMITS.recentWithFavorites, LIMITS.favorites])},${JSON.stringify(REPORT_URL)}))})()`,
].join("");

/**
 * Bundled from app/boot/ by the content build: the document's boot (components/BootScripts.tsx)
 * and the stored tab choices applied as the parser inserts each tab list, before paint.
 */
export { bootScript, storedTabsScript } from "~/generated/boot.server";
