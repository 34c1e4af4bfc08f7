import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { localeConfig, site } from "~/config/site";
import type { Lang } from "~/config/types";
import { useBodyScrollLock } from "~/hooks/useBodyScrollLock";
import { breakpoints, useMediaQuery } from "~/hooks/useMediaQuery";
import { t } from "~/shell";
import { NavBarAppearance } from "./NavBarAppearance";
import { NavBarMenuLink } from "./NavBarMenuLink";
import { NavBarSocialLinks } from "./NavBarSocialLinks";
import { useTranslationLinks } from "./NavBarTranslations";
import { Link } from "@remix-run/react";

/** The full-screen mobile navigation; closes on route change and at widths of 768 px or more. */
export function NavScreen({ lang, open, onClose }: { lang: Lang; open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const wide = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  const translations = useTranslationLinks(lang);
  useBodyScrollLock(open);
  // Mounted when opened: close on a later route change, not on the first render.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (wide && open) onClose();
  }, [wide, open, onClose]);
  if (!open) return null;
  return (
    <div id="nav-screen" className="nav-screen" role="dialog" aria-modal="true" aria-label={t(lang, "nav.label")}>
      <ul>
        {localeConfig(lang).nav.flatMap((item) => (item.items ? [{ ...item, link: undefined }, ...item.items] : [item])).map((item) => (
          <li key={item.text}>{item.link ? <NavBarMenuLink item={item} onNavigate={onClose} /> : <p className="nav-screen-group">{item.text}</p>}</li>
        ))}
      </ul>
      <div className="nav-screen-tools">
        {translations.map((link) => (
          <Link key={link.lang} to={link.to} className="navbar-link">{link.label}</Link>
        ))}
        {site.themeConfig.darkMode && <NavBarAppearance lang={lang} />}
        <NavBarSocialLinks lang={lang} />
      </div>
    </div>
  );
}
