import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, ScrollRestoration, useLocation, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { memo, useEffect, type ReactNode } from "react";
import { PreventFlashOnWrongTheme, ThemeProvider, useTheme } from "~/lib/theme";
import { ProgressBar } from "~/components/ProgressBar";
import { SearchRoot } from "~/components/search/SearchRoot";
import { PreSearchDialog } from "~/components/search/PreSearchDialog";
import { searchPreconnect, searchSettings, type SearchEnv } from "~/lib/search/settings.server";
import { stringsFor } from "~/shared/i18n/strings.server";
import { useAnchorScroll } from "~/hooks/useAnchorScroll";
import { useThemeChoice } from "~/hooks/useAppearance";
import { bannerScript, preAppScript, speculationRulesScript, storedTabsScript, themeChoiceScript } from "~/lib/head-scripts.server";
import { IconSprite } from "~/components/IconSprite";
import { BootScripts } from "~/components/BootScripts";
import { usePagePreload } from "~/hooks/usePagePreload";
import { useContentLinks } from "~/hooks/useContentLinks";
import { htmlLang, localeFromPath, registerStrings, site, t } from "~/shell";
import { themeColor } from "~/shared/config/site";
import { themeOf, type ThemeEnv } from "~/lib/theme.server";
import { contentBuildId } from "~/shared/content/manifest";
import { devErrors, devWorkerId } from "~/shared/content/dev-sync";
import { DevClient } from "~/components/dev/DevClient";
import noscriptCss from "~/styles/noscript.css";
import siteCss from "~/styles/site.css";

export const links: LinksFunction = () => [
  // The ICO for browsers and tools that ask for it; the SVG wins where it is understood.
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: site.icon, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "stylesheet", href: siteCss },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = (context as { cloudflare?: { env?: SearchEnv & ThemeEnv } }).cloudflare?.env;
  const search = searchSettings(env);
  const strings = stringsFor(localeFromPath(new URL(request.url).pathname));
  const dev = process.env.NODE_ENV === "development" ? { build: contentBuildId, worker: devWorkerId(), errors: devErrors() } : undefined;
  return { theme: await themeOf(request, env), search, searchPreconnect: searchPreconnect(search), strings, dev };
}

/** The root data carries the page language's UI strings, so it must follow a change of language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);

/** The document shell; the theme class comes from the cookie so there is no flash. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <ThemeProvider specifiedTheme={data?.theme ?? null} themeAction="/resources/theme">
      <Document ssrTheme={Boolean(data?.theme)} preconnect={data?.searchPreconnect}>
        {children}
        {process.env.NODE_ENV === "development" && data?.dev && <DevClient {...data.dev} />}
      </Document>
    </ThemeProvider>
  );
}

/**
 * Only the `<html>` element follows the theme: the head and body are memoised, so a theme
 * change re-renders the class alone (it runs inside the toggle's view transition, where every
 * millisecond delays the tap's answer).
 */
function Document({ ssrTheme, preconnect, children }: { ssrTheme: boolean; preconnect?: string; children: ReactNode }) {
  const [theme] = useTheme();
  const lang = htmlLang(localeFromPath(useLocation().pathname));
  // With no cookie the server cannot know the system theme; the inline script sets it
  // before paint, so the client's class legitimately differs from the server's.
  return (
    <html lang={lang} className={theme ?? undefined} suppressHydrationWarning>
      <DocumentHead ssrTheme={ssrTheme} preconnect={preconnect} />
      <DocumentBody>{children}</DocumentBody>
    </html>
  );
}

const DocumentHead = memo(function DocumentHead({ ssrTheme, preconnect }: { ssrTheme: boolean; preconnect?: string }) {
  // In the browser (an empty .server import) the scripts' text is "": React keeps the server's.
  const banner = site.themeConfig.banner ? (bannerScript?.() ?? "") : undefined;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={themeColor} />
      <Meta />
      <PreventFlashOnWrongTheme ssrTheme={ssrTheme} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own inline scripts, written at build time. */}
      <script dangerouslySetInnerHTML={{ __html: themeChoiceScript ?? "" }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own inline script, written at build time. */}
      {banner !== undefined && <script dangerouslySetInnerHTML={{ __html: banner }} />}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own inline script: the controls that work before the app is live. */}
      <script dangerouslySetInnerHTML={{ __html: preAppScript ?? "" }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own inline script, bundled at build time. */}
      <script dangerouslySetInnerHTML={{ __html: storedTabsScript ?? "" }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own speculation rules (JSON), written at build time. */}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesScript ?? "" }} />
      {preconnect && <link rel="preconnect" href={preconnect} crossOrigin="anonymous" />}
      <Links />
      <noscript>
        <link rel="stylesheet" href={noscriptCss} />
      </noscript>
    </head>
  );
});

const DocumentBody = memo(function DocumentBody({ children }: { children: ReactNode }) {
  return (
    <body>
      <IconSprite />
      {children}
      <ScrollRestoration />
      <BootScripts />
    </body>
  );
});

/** The reader's stored theme choice, kept apart so a theme change does not re-render the app. */
function ThemeChoice() {
  useThemeChoice();
  return null;
}

export default function App() {
  useEffect(() => {
    // A marker for tests and styles that need to know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  usePagePreload();
  useContentLinks();
  useAnchorScroll();
  const { pathname } = useLocation();
  const data = useRouteLoaderData<typeof loader>("root");
  // Registered during render so every component below reads the page language's strings.
  if (data) registerStrings(data.strings.lang, data.strings.strings);
  return (
    <>
      <a href="#content" className="skip-link">
        {t(localeFromPath(pathname), "skip.content")}
      </a>
      <ThemeChoice />
      <ProgressBar />
      <Outlet />
      {data && <PreSearchDialog settings={data.search} />}
      {data && <SearchRoot settings={data.search} />}
    </>
  );
}
