import { navFor } from "./nav";
import type { Lang, LocaleConfig, SiteConfig } from "~/shared/config/types";

const repo = "https://github.com/web-infra-dev/rsbuild";
/** The brand colour: the theme-color meta and public/manifest.webmanifest (a unit test keeps them equal). */
export const themeColor = "#d2410f";
/** Where each page's MDX lives, for the edit link: base URL + relative source path. */
export const docRepoBaseUrl = "https://github.com/rsbuild-docs/site/tree/main/content/";

/** A locale's settings; its words are UI strings (app/shared/i18n) and its sidebar (every page path) stays on the server: see sidebar.ts. */
function locale(lang: Lang): LocaleConfig {
  return {
    lang,
    // Computed when read: the labels come from the UI strings, registered per request/page.
    get nav() {
      return navFor(lang);
    },
  };
}

export const site: SiteConfig = {
  title: "Rsbuild",
  logo: { light: "/assets/logo-light.svg", dark: "/assets/logo-dark.svg" },
  logoText: "Rsbuild",
  icon: "/assets/favicon.svg",
  markdown: { defaultWrapCode: false },
  search: { appId: "", apiKey: "", indexName: "rsbuild", insights: false, maxResultsPerGroup: 5 },
  themeConfig: {
    outline: true,
    lastUpdated: true,
    hideNavbar: "auto",
    localeRedirect: "auto",
    fallbackHeadingTitle: true,
    enableContentAnimation: true,
    enableAppearanceAnimation: true,
    enableScrollToTop: true,
    darkMode: true,
    socialLinks: [
      { icon: "github", mode: "link", content: repo },
      { icon: "discord", mode: "link", content: "https://discord.gg/XsaKEEk4mW" },
      { icon: "x", mode: "link", content: "https://x.com/rspack_dev" },
      { icon: "bluesky", mode: "link", content: "https://bsky.app/profile/rspack.dev" },
    ],
    locales: [locale("en"), locale("zh")],
    banner: {
      id: "rsbuild-2-0",
      link: "https://rsbuild.rs/",
    },
  },
};

export const langs: Lang[] = site.themeConfig.locales.map((l) => l.lang);

export function localeConfig(lang: Lang): LocaleConfig {
  return site.themeConfig.locales.find((l) => l.lang === lang) ?? site.themeConfig.locales[0];
}
