import { Link } from "@remix-run/react";
import { localeConfig, site } from "~/shared/config/site";
import { useLang } from "~/hooks/useLang";
import { htmlLang } from "~/shared/routing/locale";
import { NavBarAppearance } from "./NavBarAppearance";
import { NavBarMenuLink } from "./NavBarMenuLink";
import { NavBarSocialLinks } from "./NavBarSocialLinks";
import { useTranslationLinks } from "./NavBarTranslations";

/** The mobile menu's content: every navbar link (groups flattened), then language, theme and social links. */
export function NavScreenBody({ onNavigate }: { onNavigate?: () => void }) {
  const lang = useLang();
  const translations = useTranslationLinks(lang);
  return (
    <>
      <ul>
        {localeConfig(lang)
          .nav.flatMap((item) => (item.items ? [{ ...item, link: undefined }, ...item.items] : [item]))
          .map((item) => (
            <li key={item.text}>
              {item.link ? <NavBarMenuLink item={item} onNavigate={onNavigate} /> : <p className="nav-screen-group">{item.text}</p>}
            </li>
          ))}
      </ul>
      <div className="nav-screen-tools">
        {/* A new document, so a click takes the page the speculation rules prerendered (lib/speculation-rules.ts). */}
        {translations.map((link) => (
          <Link
            key={link.lang}
            to={link.to}
            hrefLang={htmlLang(link.lang)}
            lang={htmlLang(link.lang)}
            reloadDocument
            className="navbar-link"
          >
            {link.label}
          </Link>
        ))}
        {site.themeConfig.darkMode && <NavBarAppearance />}
        <NavBarSocialLinks />
      </div>
    </>
  );
}
