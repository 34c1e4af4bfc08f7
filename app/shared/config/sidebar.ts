import { stringIn } from "~/shared/i18n/catalog";
import type { KeySuffix } from "~/shared/i18n";
import type { Lang, Sidebar, SidebarItem } from "~/shared/config/types";

/** Group keys: a group's title is the UI string sidebar.group.<key>; page entries are bare paths titled by their page. */
type GroupKey = KeySuffix<"sidebar.group.">;

function group(lang: Lang, key: GroupKey, base: string, pages: string[]): SidebarItem {
  return { text: stringIn(lang, `sidebar.group.${key}`), collapsible: true, collapsed: false, items: pages.map((p) => base + p) };
}

const guide = (lang: Lang): SidebarItem[] => [
  group(lang, "start", "/guide/start/", ["", "quick-start", "features", "glossary", "ai"]),
  group(lang, "framework", "/guide/framework/", ["react", "vue", "preact", "svelte", "solid"]),
  group(lang, "basic", "/guide/basic/", [
    "cli",
    "server",
    "output-files",
    "static-assets",
    "html-template",
    "json-files",
    "wasm-assets",
    "typescript",
    "web-workers",
    "static-deploy",
    "upgrade-rsbuild",
  ]),
  group(lang, "configuration", "/guide/configuration/", ["rsbuild", "rspack", "swc"]),
  group(lang, "styling", "/guide/styling/", ["css-usage", "css-modules", "css-in-js", "tailwindcss", "tailwindcss-v3", "unocss"]),
  group(lang, "advanced", "/guide/advanced/", [
    "alias",
    "env-vars",
    "hmr",
    "browserslist",
    "browser-compatibility",
    "module-federation",
    "environments",
    "ssr",
    "testing",
  ]),
  group(lang, "optimization", "/guide/optimization/", ["code-splitting", "build-performance", "inline-assets", "optimize-bundle"]),
  group(lang, "migration", "/guide/migration/", ["rsbuild-0-x", "webpack", "cra", "vue-cli", "vite", "vite-plugin", "modern-builder"]),
  group(lang, "debug", "/guide/debug/", ["debug-mode", "build-profiling", "rsdoctor"]),
  ...(lang === "zh" ? [group(lang, "plugin", "/guide/plugin/", ["", "start"])] : []),
  group(lang, "faq", "/guide/faq/", ["general", "features", "exceptions", "hmr"]),
];

const configSections: Partial<Record<GroupKey, string[]>> = {
  dev: [
    "asset-prefix",
    "browser-logs",
    "cli-shortcuts",
    "client",
    "hmr",
    "lazy-compilation",
    "live-reload",
    "progress-bar",
    "setup-middlewares",
    "watch-files",
    "write-to-disk",
  ],
  resolve: ["alias", "alias-strategy", "condition-names", "dedupe", "extensions", "main-fields"],
  source: ["assets-include", "decorators", "define", "entry", "exclude", "include", "pre-entry", "transform-import", "tsconfig-path"],
  output: [
    "asset-prefix",
    "charset",
    "clean-dist-path",
    "copy",
    "css-modules",
    "data-uri-limit",
    "dist-path",
    "emit-assets",
    "emit-css",
    "externals",
    "filename",
    "filename-hash",
    "inject-styles",
    "inline-scripts",
    "inline-styles",
    "legal-comments",
    "manifest",
    "minify",
    "module",
    "override-browserslist",
    "polyfill",
    "source-map",
    "target",
  ],
  html: [
    "app-icon",
    "crossorigin",
    "favicon",
    "inject",
    "meta",
    "mount-id",
    "output-structure",
    "script-loading",
    "tags",
    "template",
    "template-parameters",
    "title",
  ],
  server: [
    "base",
    "compress",
    "cors",
    "headers",
    "history-api-fallback",
    "host",
    "html-fallback",
    "https",
    "middleware-mode",
    "open",
    "port",
    "print-urls",
    "proxy",
    "public-dir",
    "strict-port",
  ],
  security: ["nonce", "sri"],
  tools: ["bundler-chain", "css-extract", "css-loader", "html-plugin", "lightningcss-loader", "postcss", "rspack", "style-loader", "swc"],
  performance: [
    "build-cache",
    "bundle-analyze",
    "chunk-split",
    "dns-prefetch",
    "preconnect",
    "prefetch",
    "preload",
    "print-file-size",
    "profile",
    "remove-console",
    "remove-moment-locale",
  ],
};

/** Chinese route data spells these two in camelCase (spec 2.10). */
export const configTopPages = (lang: Lang) =>
  lang === "en" ? ["root", "mode", "plugins", "log-level", "environments"] : ["root", "mode", "plugins", "logLevel", "environments"];
const mfOptions = (lang: Lang) => (lang === "en" ? "/config/module-federation/options" : "/config/moduleFederation/options");

const config = (lang: Lang): SidebarItem[] => [
  "/config/",
  group(lang, "config-top", "/config/", configTopPages(lang)),
  ...Object.entries(configSections).map(([key, pages]) => group(lang, key as GroupKey, `/config/${key}/`, pages ?? [])),
  group(lang, "moduleFederation", "", [mfOptions(lang)]),
];

const plugins = (lang: Lang): SidebarItem[] => [
  group(lang, "plugins", "/plugins/list/", [
    "",
    "plugin-react",
    "plugin-vue",
    "plugin-preact",
    "plugin-svelte",
    "plugin-solid",
    "plugin-babel",
    "plugin-sass",
    "plugin-less",
    "plugin-stylus",
    "plugin-svgr",
  ]),
  group(lang, "plugin-api", "/plugins/dev/", ["", "core", "hooks"]),
];

const api = (lang: Lang): SidebarItem[] => [
  "/api/start/",
  group(lang, "api", "/api/javascript-api/", ["core", "instance", "dev-server-api", "environment-api", "types"]),
];

const community = (lang: Lang): SidebarItem[] => [
  "/community/",
  "/community/privacy",
  group(lang, "releases", "/community/releases/", ["", "v1-0", "v0-7", "v0-6", "v0-5", "v0-4", "v0-3", "v0-2", "v0-1"]),
];

/** Sidebars keyed by section prefix, paths without the language prefix. */
export function sidebarFor(lang: Lang): Sidebar {
  return {
    "/guide/": guide(lang),
    "/config/": config(lang),
    "/plugins/": plugins(lang),
    "/api/": api(lang),
    "/community/": community(lang),
  };
}
