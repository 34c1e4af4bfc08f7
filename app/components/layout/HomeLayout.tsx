import type { ReactNode } from "react";
import { NavBar } from "~/components/nav/NavBar";
import type { Chrome } from "~/lib/chrome";
import { usePageData } from "~/lib/page-context";
import { HomeFeatures, type HomeFeature } from "./HomeFeatures";

/** The landing layout: a transparent navbar over the content and the feature grid. */
export function HomeLayout({ chrome, children }: { chrome: Chrome; children: ReactNode }) {
  const { page } = usePageData();
  const features = (page.frontmatter.features ?? []) as HomeFeature[];
  const columns = Number(page.frontmatter.featureColumns ?? 4);
  return (
    <>
      {chrome.navbar && <NavBar lang={page.lang} landing />}
      <main id="content" className="home">
        {children}
        {features.length > 0 && <HomeFeatures features={features} columns={columns} />}
      </main>
    </>
  );
}
