import type { ReactNode } from "react";
import { Hero, type HeroProps } from "~/components/landing/Hero";
import { NavBar } from "~/components/nav/NavBar";
import type { Chrome } from "~/lib/chrome";
import { usePageData } from "~/shell";
import { HomeFeatures, type HomeFeature } from "./HomeFeatures";

/** The landing layout: a transparent navbar, the hero and feature grid from frontmatter, then the page's content. */
export function HomeLayout({ chrome, children }: { chrome: Chrome; children: ReactNode }) {
  const { page } = usePageData();
  const fm = page.frontmatter;
  const features = (fm.features ?? []) as HomeFeature[];
  return (
    <>
      {chrome.navbar && <NavBar landing />}
      <main id="content" className="home">
        {fm.hero ? <Hero {...(fm.hero as HeroProps)} /> : null}
        {features.length > 0 && <HomeFeatures features={features} columns={Number(fm.featureColumns ?? 4)} />}
        <div id="home-content" className="home-content">
          {children}
        </div>
      </main>
    </>
  );
}
