import type { Lang } from "~/shared/config/types";

export type PageType = "home" | "doc" | "404" | "custom" | "blank";

export interface TocEntry {
  text: string;
  id: string;
  depth: 2 | 3 | 4;
  /** Offset of the heading in the page source; -1 when unknown. */
  charIndex: number;
}

export interface Feed {
  url: string;
  mime: "application/rss+xml" | "application/atom+xml";
  language: "en" | "zh-CN";
}

export interface Frontmatter {
  title?: string;
  titleSuffix?: string;
  description?: string;
  head?: [string, Record<string, string>][];
  navbar?: boolean;
  sidebar?: boolean;
  outline?: boolean;
  footer?: boolean;
  overview?: boolean;
  features?: unknown[];
  pageType?: PageType;
  "link-rss"?: string;
  published_at?: string;
  option?: string;
  [key: string]: unknown;
}

/** Page data of spec section 3, as bundled into the worker's manifest. */
export interface PageData {
  /** Stable id: the relative source path, e.g. en/guide/start/index.mdx. */
  id: string;
  pagePath: string;
  routePath: string;
  pageType: PageType;
  title: string;
  headingTitle: string;
  frontmatter: Frontmatter;
  toc: TocEntry[];
  lang: Lang;
  version: "";
  lastUpdatedTime: string;
  feeds: Feed[];
  relativePath: string;
  /** Hashed URL of the compiled page module for the browser. */
  moduleUrl: string;
  /** Path of the page's social card (public/og/, named by the hash of what it shows); absent when the page sets its own image. */
  card?: string;
}

/** app/generated/manifest.json, as scripts/content/outputs.ts writes it and the worker reads it. */
export interface ContentManifest {
  /** Changes with any page data or the site URL. */
  buildId: string;
  /** The deployed origin (SITE_URL at build time). */
  siteUrl: string;
  pages: PageData[];
}
