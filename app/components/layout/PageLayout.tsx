import type { SerializeFrom } from "@remix-run/cloudflare";
import { localeConfig } from "~/config/site";
import { getPageComponent } from "~/content/page-module";
import type { loadPage } from "~/content/page-loader.server";
import { mdxComponents } from "~/components/mdx";
import { DocLayout } from "./DocLayout";
import { NavBar } from "./NavBar";
import { NotFound } from "./NotFound";

export type PageProps = SerializeFrom<Awaited<ReturnType<typeof loadPage>>>;

function PageContent({ id }: { id: string }) {
  const Content = getPageComponent(id);
  return Content ? <Content components={mdxComponents} /> : null;
}

/** Chooses the layout by pageType: home, doc, 404, custom or blank. */
export function PageLayout(props: PageProps) {
  const { page, alternates } = props;
  const other = alternates.find((a) => a.lang !== page.lang);
  const switchTo = other && { ...other, label: localeConfig(other.lang).label };
  const content = <PageContent id={page.id} />;
  switch (page.pageType) {
    case "blank":
      return <main id="content">{content}</main>;
    case "404":
      return <NotFound lang={page.lang} />;
    case "home":
    case "custom":
      return (
        <>
          <NavBar lang={page.lang} switchTo={switchTo} />
          <main id="content" className={page.pageType === "home" ? "home" : "custom"}>
            {content}
          </main>
        </>
      );
    default:
      return (
        <DocLayout {...props} switchTo={switchTo}>
          {content}
        </DocLayout>
      );
  }
}
