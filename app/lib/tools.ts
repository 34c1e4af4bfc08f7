import type { Lang } from "~/config/types";

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
  return { name: tool.name, desc: en ? (tool.descEn ?? tool.desc) : tool.desc, url: en ? (tool.urlEn ?? tool.url) : tool.url, logo: tool.logo || BLANK_LOGO, logoScale: tool.logoScale ?? 1 };
}

export const rstackTools: ToolLink[] = [
  { name: "Rspack", desc: "基于 Rust 的高性能打包工具", descEn: "A fast Rust-based bundler with a webpack-compatible API", logo: "/assets/tools/rspack.svg", url: "https://rspack.rs/zh/", urlEn: "https://rspack.rs/" },
  { name: "Rsbuild", desc: "基于 Rspack 的 Web 构建工具", descEn: "The Rspack-based build tool for web applications", logo: "/assets/tools/rsbuild.svg", url: "https://rsbuild.rs/zh/", urlEn: "https://rsbuild.rs/" },
  { name: "Rslib", desc: "基于 Rsbuild 的库开发工具", descEn: "A library development tool built on Rsbuild", logo: "/assets/tools/rslib.svg", url: "https://rslib.rs/zh/", urlEn: "https://rslib.rs/" },
  { name: "Rspress", desc: "基于 Rsbuild 的静态站点生成器", descEn: "A static site generator built on Rsbuild", logo: "/assets/tools/rspress.svg", url: "https://rspress.rs/zh/", urlEn: "https://rspress.rs/" },
  { name: "Rsdoctor", desc: "一站式的构建分析工具", descEn: "A one-stop analyzer for Rspack and webpack builds", logo: "/assets/tools/rsdoctor.svg", url: "https://rsdoctor.rs/zh/", urlEn: "https://rsdoctor.rs/" },
  { name: "Rstest", desc: "基于 Rspack 的测试框架", descEn: "A testing framework powered by Rspack", logo: "/assets/tools/rstest.svg", url: "https://rstest.rs/zh/", urlEn: "https://rstest.rs/" },
];
