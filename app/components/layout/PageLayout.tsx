import { useSearchParams } from "@remix-run/react";
import { getPageComponent } from "~/content/page-module";
import { chromeSwitches } from "~/lib/chrome";
import { PageDataProvider, type PageProps } from "~/lib/page-context";
import { DocLayout } from "./DocLayout";
import { lazyComponent } from "~/components/lazy";

const HomeLayout = lazyComponent(() => import("./HomeLayout").then((m) => m.HomeLayout));
import { NotFound } from "./NotFound";
import { NavBar } from "~/components/nav/NavBar";
import { Banner } from "~/components/Banner";

function PageContent({ id }: { id: string }) {
  const Content = getPageComponent(id);
  return Content ? <Content /> : null;
}

/** Chooses the layout by pageType: home, doc, 404, custom or blank. */
export function PageLayout(props: PageProps) {
  const { page } = props;
  const [params] = useSearchParams();
  const chrome = chromeSwitches(page.frontmatter, params);
  const content = <PageContent id={page.id} />;
  const layout = (() => {
    switch (page.pageType) {
      case "blank":
        return <main id="content" className="blank">{content}</main>;
      case "404":
        return <NotFound lang={page.lang} />;
      case "home":
        return <HomeLayout chrome={chrome}>{content}</HomeLayout>;
      case "custom":
        return (
          <>
            {chrome.navbar && <NavBar lang={page.lang} />}
            <main id="content" className="custom">{content}</main>
          </>
        );
      default:
        return <DocLayout chrome={chrome}>{content}</DocLayout>;
    }
  })();
  return (
    <PageDataProvider value={props}>
      {page.pageType !== "blank" && <Banner lang={page.lang} />}
      {layout}
    </PageDataProvider>
  );
}
