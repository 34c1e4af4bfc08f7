import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { site } from "~/shared/config/site";
import { DocFooter } from "~/components/doc/DocFooter";
import { Outline } from "~/components/doc/Outline";
import { PageMenu } from "~/components/doc/PageMenu";
import { lazyComponent } from "~/components/lazy";
import { ScrollToTop } from "~/components/doc/ScrollToTop";
import { NavBar } from "~/components/nav/NavBar";
import { Sidebar } from "~/components/sidebar/Sidebar";
import { SidebarMenuBar } from "~/components/sidebar/SidebarMenuBar";
import { useBodyScrollLock } from "~/hooks/useBodyScrollLock";
import type { Chrome } from "~/lib/chrome";
import { usePageData } from "~/lib/page-context";
import type { ResolvedSidebarItem } from "~/lib/sidebar/resolve";
import { useContentAnimation } from "~/hooks/useContentAnimation";

const MemoOutline = memo(Outline);

// Only section index pages show it; its server HTML stays while the code loads.
const Overview = lazyComponent(() => import("~/components/doc/Overview").then((m) => m.Overview));

/** Doc layout: navbar, sidebar, article, outline, footer, scroll-to-top. */
export function DocLayout({ chrome, children }: { chrome: Chrome; children: ReactNode }) {
  const data = usePageData();
  const { page } = data;
  const lang = page.lang;
  const section = useRouteLoaderData<{ sidebar: ResolvedSidebarItem[] }>(`section-${lang}`);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const outlineButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const animation = useContentAnimation();
  useBodyScrollLock(sidebarOpen);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const closeOutline = useCallback(() => setOutlineOpen(false), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not read: the drawers close on every route change.
  useEffect(() => {
    setSidebarOpen(false);
    setOutlineOpen(false);
  }, [pathname]);

  const hasSidebar = chrome.sidebar && Boolean(section?.sidebar.length);
  const hasOutline = chrome.outline && site.themeConfig.outline && page.toc.length > 0;
  const showTitle = site.themeConfig.fallbackHeadingTitle && !page.headingTitle && page.title;
  // Opening a drawer or the outline re-renders only what shows it: the rest is the same elements.
  const navbar = useMemo(() => chrome.navbar && <NavBar />, [chrome.navbar]);
  const content = useMemo(
    () => (
      <main id="content" className="doc-content" tabIndex={-1}>
        <PageMenu routePath={page.routePath} />
        <article className={`prose${animation}`} key={pathname}>
          {showTitle && <h1>{page.title}</h1>}
          {children}
          {data.overview && <Overview groups={data.overview} />}
        </article>
        {chrome.footer && <DocFooter />}
      </main>
    ),
    [page, animation, pathname, showTitle, children, data.overview, chrome.footer],
  );
  return (
    <>
      {navbar}
      {(hasSidebar || hasOutline) && (
        <SidebarMenuBar
          hasSidebar={hasSidebar}
          hasOutline={hasOutline}
          sidebarOpen={sidebarOpen}
          onMenu={() => setSidebarOpen((o) => !o)}
          outlineOpen={outlineOpen}
          onOutline={() => setOutlineOpen((o) => !o)}
          menuRef={menuButton}
          outlineRef={outlineButton}
        />
      )}
      <div className={`doc${hasSidebar ? " has-sidebar" : ""}${hasOutline ? " has-outline" : ""}`}>
        {hasSidebar && <Sidebar items={section!.sidebar} open={sidebarOpen} onClose={closeSidebar} trigger={menuButton} />}
        {content}
        {hasOutline && <MemoOutline toc={page.toc} open={outlineOpen} onClose={closeOutline} trigger={outlineButton} />}
      </div>
      {site.themeConfig.enableScrollToTop && <ScrollToTop />}
    </>
  );
}
