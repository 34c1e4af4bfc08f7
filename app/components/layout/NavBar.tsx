import { Link, NavLink } from "@remix-run/react";
import { localeConfig } from "~/config/site";
import type { Lang } from "~/config/types";
import { t } from "~/i18n";
import { homePath } from "~/lib/routing/locale";

/** Plain top navigation; the full navbar with menus and switchers is the chrome's. */
export function NavBar({ lang, switchTo }: { lang: Lang; switchTo?: { lang: Lang; routePath: string; label: string } }) {
  const { nav, title } = localeConfig(lang);
  return (
    <header className="navbar">
      <a href="#content" className="skip-link">
        {t(lang, "skip.content")}
      </a>
      <Link to={homePath(lang)} className="navbar-title">
        {title}
      </Link>
      <nav aria-label={t(lang, "nav.label")} className="navbar-menu">
        {nav.filter((item) => item.link).map((item) => (
          <NavLink key={item.link} to={item.link!} prefetch="intent">
            {item.text}
          </NavLink>
        ))}
        {switchTo && (
          <Link to={switchTo.routePath} hrefLang={switchTo.lang === "zh" ? "zh-CN" : "en"} aria-label={t(lang, "lang.switch")}>
            {switchTo.label}
          </Link>
        )}
      </nav>
    </header>
  );
}
