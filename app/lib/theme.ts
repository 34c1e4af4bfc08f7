// The browser half of remix-themes: its package index also loads the server helpers
// (session storage, cookies), which must not ship to the browser.
export { PreventFlashOnWrongTheme, Theme, ThemeProvider, useTheme } from "remix-themes/build/theme-provider";

/** The circle transition of a theme switch (the spec's 400 ms), the app's and the pre-app script's. */
export const THEME_ANIMATION_MS = 400;
