/** Shapes of the site configuration (spec section 3). */
export type Lang = "en" | "zh";

export interface NavItem {
  text: string;
  link?: string;
  items?: NavItem[];
  position?: "left" | "right";
  tag?: string;
  activeMatch?: string;
}

export interface SocialLink {
  icon: "github" | "x" | "discord" | "bluesky" | { svg: string };
  mode: "link" | "text" | "img" | "dom";
  content: string;
}

/** A string is a page path; its text comes from the page title in the manifest. */
export type SidebarItem =
  | string
  | { dividerType: "solid" | "dashed" }
  | { sectionHeaderText: string; tag?: string }
  | { text: string; link: string; tag?: string; context?: string; _fileKey?: string }
  | SidebarGroup;

export interface SidebarGroup {
  text: string;
  link?: string;
  items: SidebarItem[];
  collapsed?: boolean;
  collapsible?: boolean;
}

export type Sidebar = Record<string, SidebarItem[]>;

export interface LocaleConfig {
  lang: Lang;
  nav: NavItem[];
  /** Read on the server only (sidebarFor), so page paths are not shipped to browsers. */
  sidebar?: Sidebar;
}

export interface ThemeConfig {
  outline: boolean;
  lastUpdated: boolean;
  hideNavbar: "never" | "always" | "auto";
  localeRedirect: "auto" | "never";
  fallbackHeadingTitle: boolean;
  enableContentAnimation: boolean;
  enableAppearanceAnimation: boolean;
  enableScrollToTop: boolean;
  darkMode: boolean;
  socialLinks: SocialLink[];
  locales: LocaleConfig[];
  /** The text is the UI string banner.text; a new id shows the banner again to readers who closed it. */
  banner?: { id: string; link?: string };
}

export interface SearchConfig {
  /** Empty appId/apiKey: the worker's embedded engine answers on the site's own origin. */
  appId: string;
  apiKey: string;
  indexName: string;
  insights: boolean;
  maxResultsPerGroup: number;
}

export interface SiteConfig {
  title: string;
  logo: string | { light: string; dark: string };
  logoText: string;
  icon: string;
  markdown: { defaultWrapCode: false };
  search: SearchConfig;
  themeConfig: ThemeConfig;
}

/** One row of the landing page's build-time comparison: a tool and its time. */
export interface BenchmarkMetric {
  desc: string;
  /** Seconds. */
  time: number;
}
/** A benchmark case and the tools measured on it. */
export interface BenchmarkGroup {
  label: string;
  metrics: BenchmarkMetric[];
}
