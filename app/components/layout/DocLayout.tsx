import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { site } from "~/config/site";
import type { Lang } from "~/config/types";
import { t } from "~/i18n";
import type { ResolvedSidebarItem } from "~/lib/sidebar/resolve";
import { NavBar } from "./NavBar";
import type { PageProps } from "./PageLayout";
import { Sidebar } from "./Sidebar";

interface Props extends PageProps {
  switchTo?: { lang: Lang; routePath: string; label: string };
  children: ReactNode;
}

/** Doc layout: navbar, sidebar, article, outline and a footer with previous/next. */
export function DocLayout({ page, prev, next, switchTo, children }: Props) {
  const section = useRouteLoaderData<{ sidebar: ResolvedSidebarItem[] }>(`section-${page.lang}`);
  const lang = page.lang;
  const showTitle = site.themeConfig.fallbackHeadingTitle && !page.headingTitle && page.title;
  return (
    <>
      <NavBar lang={lang} switchTo={switchTo} />
      <div className="doc">
        {section && <Sidebar lang={lang} items={section.sidebar} current={page.routePath} />}
        <main id="content" className="doc-content">
          <article className="prose">
            {showTitle && <h1>{page.title}</h1>}
            {children}
          </article>
          <footer className="doc-footer">
            <p className="last-updated">
              {t(lang, "footer.lastUpdated")}: <time dateTime={page.lastUpdatedTime}>{new Date(page.lastUpdatedTime).toLocaleDateString(lang === "zh" ? "zh-CN" : "en-US", { timeZone: "UTC" })}</time>
            </p>
            <nav className="prev-next">
              {prev && (
                <Link to={prev.link} prefetch="intent" rel="prev">
                  <span>{t(lang, "footer.prev")}</span> {prev.text}
                </Link>
              )}
              {next && (
                <Link to={next.link} prefetch="intent" rel="next">
                  <span>{t(lang, "footer.next")}</span> {next.text}
                </Link>
              )}
            </nav>
          </footer>
        </main>
        {page.toc.length > 0 && (
          <aside className="outline" aria-label={t(lang, "outline.title")}>
            <p className="outline-title">{t(lang, "outline.title")}</p>
            <ul>
              {page.toc.map((h) => (
                <li key={h.id} style={{ paddingLeft: (h.depth - 2) * 12 }}>
                  <a href={`#${h.id}`}>{h.text}</a>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </>
  );
}
