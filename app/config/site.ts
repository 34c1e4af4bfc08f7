import { navFor } from "./nav";
import type { Lang, LocaleConfig, SiteConfig } from "./types";

const repo = "https://github.com/web-infra-dev/rsbuild";
/** The brand colour: the theme-color meta and public/manifest.webmanifest (a unit test keeps them equal). */
export const themeColor = "#d2410f";
/** Where each page's MDX lives, for the edit link: base URL + relative source path. */
export const docRepoBaseUrl = "https://github.com/rsbuild-docs/site/tree/main/content/";

/** UI settings of a locale; its sidebar (every page path) stays on the server: see sidebar.ts. */
function locale(lang: Lang): LocaleConfig {
  const en = lang === "en";
  return {
    lang,
    label: en ? "English" : "简体中文",
    title: "Rsbuild",
    description: en ? "The Rspack-based build tool for the web" : "基于 Rspack 的 Web 构建工具",
    editLink: { docRepoBaseUrl, text: en ? "Edit this page on GitHub" : "在 GitHub 上编辑此页" },
    // Computed when read: the labels come from the UI strings, registered per request/page.
    get nav() {
      return navFor(lang);
    },
    outlineTitle: en ? "ON THIS PAGE" : "目录",
    prevPageText: en ? "Previous Page" : "上一页",
    nextPageText: en ? "Next Page" : "下一页",
    lastUpdatedText: en ? "Last Updated" : "最后更新时间",
    searchPlaceholderText: en ? "Search docs" : "搜索文档",
    sourceCodeText: en ? "Source" : "源码",
  };
}

export const site: SiteConfig = {
  title: "Rsbuild",
  description: "The Rspack-based build tool for the web",
  lang: "en",
  base: "/",
  logo: { light: "/assets/logo-light.svg", dark: "/assets/logo-dark.svg" },
  logoText: "Rsbuild",
  icon: "/assets/favicon.svg",
  multiVersion: { default: "", versions: [] },
  route: { cleanUrls: true },
  ssg: true,
  markdown: { showLineNumbers: false, defaultWrapCode: false, highlighter: "shiki" },
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
      id: "rsbuild-1-7",
      text: { en: "Rsbuild 1.7 is the latest 1.x release: see what is new in the changelog.", zh: "Rsbuild 1.7 是最新的 1.x 版本：在更新日志中查看新变化。" },
      link: "https://github.com/web-infra-dev/rsbuild/releases",
    },
  },
};

export const langs: Lang[] = site.themeConfig.locales.map((l) => l.lang);

export function localeConfig(lang: Lang): LocaleConfig {
  return site.themeConfig.locales.find((l) => l.lang === lang) ?? site.themeConfig.locales[0];
}
