// The browser half of remix-themes: its package index also loads the server helpers
// (session storage, cookies), which must not ship to the browser.
export { PreventFlashOnWrongTheme, Theme, ThemeProvider, useTheme } from "remix-themes/build/theme-provider";
