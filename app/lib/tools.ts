import type { Lang } from "~/shared/config/types";
import { t, type KeySuffix } from "~/shared/i18n";

/** A tool of the Rstack family (spec 3, tool link entry). */
export interface ToolLink {
  name: string;
  desc: string;
  descEn?: string;
  logo?: string;
  logoScale?: number;
  url: string;
  urlEn?: string;
}

export const BLANK_LOGO = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/%3E";

/** English description and URL are used in English when present; a missing logo is a blank placeholder. */
export function localizeTool(tool: ToolLink, lang: Lang) {
  const en = lang === "en";
  return {
    name: tool.name,
    desc: en ? (tool.descEn ?? tool.desc) : tool.desc,
    url: en ? (tool.urlEn ?? tool.url) : tool.url,
    logo: tool.logo || BLANK_LOGO,
    logoScale: tool.logoScale ?? 1,
  };
}

type FamilyTool = Omit<ToolLink, "desc" | "descEn"> & { key: KeySuffix<"tools."> };

const family: FamilyTool[] = [
  { key: "rspack", name: "Rspack", logo: "/assets/tools/rspack.svg", url: "https://rspack.rs/zh/", urlEn: "https://rspack.rs/" },
  { key: "rsbuild", name: "Rsbuild", logo: "/assets/tools/rsbuild.svg", url: "https://rsbuild.rs/zh/", urlEn: "https://rsbuild.rs/" },
  { key: "rslib", name: "Rslib", logo: "/assets/tools/rslib.svg", url: "https://rslib.rs/zh/", urlEn: "https://rslib.rs/" },
  { key: "rspress", name: "Rspress", logo: "/assets/tools/rspress.svg", url: "https://rspress.rs/zh/", urlEn: "https://rspress.rs/" },
  { key: "rsdoctor", name: "Rsdoctor", logo: "/assets/tools/rsdoctor.svg", url: "https://rsdoctor.rs/zh/", urlEn: "https://rsdoctor.rs/" },
  { key: "rstest", name: "Rstest", logo: "/assets/tools/rstest.svg", url: "https://rstest.rs/zh/", urlEn: "https://rstest.rs/" },
];

/** The Rstack family in a language; the descriptions are UI strings (tools.<key>). */
export const rstackTools = (lang: Lang): ToolLink[] => family.map(({ key, ...tool }) => ({ ...tool, desc: t(lang, `tools.${key}`) }));
