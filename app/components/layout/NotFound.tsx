import { Link } from "@remix-run/react";
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { site } from "~/shared/config/site";
import { t } from "~/shared/i18n";
import { homePath, localeFromPath } from "~/shared/routing/locale";
import { NavBar } from "~/components/nav/NavBar";
import { useLang } from "~/hooks/useLang";

/** The 404 layout: the title 404 plus the site title, PAGE NOT FOUND and a link home. */
export function notFoundMeta(pathname: string): MetaDescriptor[] {
  const lang = localeFromPath(pathname);
  return [
    { title: `404 - ${site.title}` },
    { name: "robots", content: "noindex" },
    { name: "description", content: t(lang, "notFound.title") },
  ];
}

export function NotFound() {
  const lang = useLang();
  return (
    <>
      <NavBar />
      <main id="content" className="not-found">
        <p className="not-found-code">{t(lang, "notFound.code")}</p>
        <h1>{t(lang, "notFound.title")}</h1>
        <Link to={homePath(lang)} className="button">
          {t(lang, "notFound.home")}
        </Link>
      </main>
    </>
  );
}
