import { t as tr } from "~/shared/i18n";
import type { Lang, NavItem } from "~/shared/config/types";

/** The top navigation of spec 2.4; Chinese is the same tree under /zh. */
export function navFor(lang: Lang): NavItem[] {
  const t = {
    changelog: tr(lang, "nav.changelog"),
    v2: tr(lang, "nav.v2"),
    v0: tr(lang, "nav.v0"),
    guide: tr(lang, "section.guide"),
    config: tr(lang, "section.config"),
    plugin: tr(lang, "section.plugins"),
    api: tr(lang, "section.api"),
    community: tr(lang, "section.community"),
  };
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
        // Rsbuild 2.0 (2026-04-22) moved rsbuild.rs to the 2.x docs; this site is the 1.x line.
        { text: t.v2, link: lang === "en" ? "https://rsbuild.rs/" : "https://rsbuild.rs/zh/" },
        { text: t.changelog, link: "https://github.com/web-infra-dev/rsbuild/releases" },
        { text: t.v0, link: "https://v0.rsbuild.dev/" },
      ],
    },
  ];
}
