import type { Lang, NavItem } from "./types";

const text = {
  en: { guide: "Guide", config: "Config", plugin: "Plugin", api: "API", community: "Community", changelog: "Changelog", v0: "v0.x docs" },
  zh: { guide: "指南", config: "配置", plugin: "插件", api: "API", community: "社区", changelog: "更新日志", v0: "v0.x 文档" },
} as const;

/** The top navigation of spec 2.4; Chinese is the same tree under /zh. */
export function navFor(lang: Lang): NavItem[] {
  const t = text[lang];
  const p = lang === "en" ? "" : "/zh";
  return [
    { text: t.guide, link: `${p}/guide/start/`, activeMatch: `^${p}/guide/` },
    { text: t.config, link: `${p}/config/`, activeMatch: `^${p}/config/` },
    { text: t.plugin, link: `${p}/plugins/list/`, activeMatch: `^${p}/plugins/` },
    { text: t.api, link: `${p}/api/start/`, activeMatch: `^${p}/api/` },
    { text: t.community, link: `${p}/community/`, activeMatch: `^${p}/community/` },
    {
      text: "v1.x",
      items: [
        { text: t.changelog, link: "https://github.com/web-infra-dev/rsbuild/releases" },
        { text: t.v0, link: "https://v0.rsbuild.dev/" },
      ],
    },
  ];
}
