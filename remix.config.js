/**
 * Classic Remix compiler. Routes are declared here rather than by file name so that
 * one page module serves both locales: root → locale → section → page.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/*"],
  // `npm run dev` builds the browser assets outside public/ and copies them in (scripts/dev/assets.ts).
  assetsBuildDirectory: process.env.DEV_ASSETS_BUILD_DIR ?? "public/build",
  server: "./functions/worker.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: "all",
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: false },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route("resources/theme", "routes/resources.theme.ts", { id: "theme" });
      for (const lang of ["zh", "en"]) {
        const path = lang === "en" ? undefined : lang;
        route(path, "routes/locale.tsx", { id: `locale-${lang}` }, () => {
          route(undefined, "routes/home.tsx", { id: `home-${lang}`, index: true });
          route("search", "routes/search.tsx", { id: `search-${lang}` });
          route(":section", "routes/section.tsx", { id: `section-${lang}` }, () => {
            route(undefined, "routes/page.tsx", { id: `section-index-${lang}`, index: true });
            route("*", "routes/page.tsx", { id: `page-${lang}` });
          });
        });
      }
    });
  },
};
