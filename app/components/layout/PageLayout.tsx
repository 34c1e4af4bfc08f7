import { useSearchParams } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";
import { Banner } from "~/components/Banner";
import { NavBar } from "~/components/nav/NavBar";
import { PageContent } from "~/components/content/PageContent";
import { chromeSwitches, type Chrome } from "~/lib/chrome";
import { PageDataProvider, type PageProps } from "~/lib/page-context";
import { NotFound } from "./NotFound";
import { AgentNote } from "~/components/content/AgentNote";
import { PrintHeader } from "~/components/content/PrintHeader";

type Layout = ComponentType<{ chrome: Chrome; children: ReactNode }>;

/**
 * The layout by pageType (home, doc, 404, custom, blank). Each route passes the layouts it
 * bundles: the home route ships the home layout, the page route the doc layout, and the other
 * one is loaded only if such a page appears there.
 */
export function createPageLayout({ Home, Doc }: { Home: Layout; Doc: Layout }) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route module at load time, so each route gets one stable component.
  return function PageLayout(props: PageProps) {
    const { page } = props;
    const [params] = useSearchParams();
    const chrome = chromeSwitches(page.frontmatter, params);
    const content = <PageContent key={page.id} id={page.id} version={page.moduleUrl} />;
    const layout = (() => {
      switch (page.pageType) {
        case "blank":
          return (
            <main id="content" className="blank">
              {content}
            </main>
          );
        case "404":
          return <NotFound />;
        case "home":
          return <Home chrome={chrome}>{content}</Home>;
        case "custom":
          return (
            <>
              {chrome.navbar && <NavBar />}
              <main id="content" className="custom">
                {content}
              </main>
            </>
          );
        default:
          return <Doc chrome={chrome}>{content}</Doc>;
      }
    })();
    return (
      <PageDataProvider value={props}>
        {page.pageType !== "404" && <PrintHeader lang={page.lang} routePath={page.routePath} />}
        {page.pageType !== "blank" && <Banner />}
        {layout}
        {page.pageType !== "404" && <AgentNote lang={page.lang} routePath={page.routePath} />}
      </PageDataProvider>
    );
  };
}
