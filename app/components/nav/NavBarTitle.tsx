import { Link } from "@remix-run/react";
import { site } from "~/shared/config/site";
import { t } from "~/shared/i18n";
import { homePath } from "~/shared/routing/locale";
import { useLang } from "~/hooks/useLang";

/** Logo (one image, or a light and a dark one switched by CSS) and logo text, linking home. */
export function NavBarTitle() {
  const lang = useLang();
  const logo = site.logo;
  return (
    <Link to={homePath(lang)} className="navbar-title" aria-label={`${site.title} ${t(lang, "nav.home")}`}>
      {typeof logo === "string" ? (
        <img src={logo} alt="" width={32} height={32} />
      ) : (
        <>
          <img src={logo.light} alt="" width={32} height={32} className="logo-light" />
          <img src={logo.dark} alt="" width={32} height={32} className="logo-dark" />
        </>
      )}
      <span>{site.logoText}</span>
    </Link>
  );
}
