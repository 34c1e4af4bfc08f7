import { useEffect, useRef, useState } from "react";
import { site } from "~/shared/config/site";
import { useHiddenOnScroll, useScrolledPast } from "~/hooks/useScroll";
import { t } from "~/shared/i18n";
import { NavBarAppearance } from "./NavBarAppearance";
import { NavBarHamburger } from "./NavBarHamburger";
import { NavBarMenu } from "./NavBarMenu";
import { NavBarSearchButton } from "./NavBarSearchButton";
import { NavBarSocialLinks } from "./NavBarSocialLinks";
import { NavBarTitle } from "./NavBarTitle";
import { NavBarTranslations } from "./NavBarTranslations";
import { lazyComponent } from "~/components/lazy";
import { PreNavScreen } from "./PreNavScreen";
import { ProductFamily } from "./ProductFamily";
import { useIdle } from "~/hooks/useIdle";
import { useLang } from "~/hooks/useLang";
import { belowMd } from "~/hooks/useMediaQuery";

export const LANDING_SOLID_AFTER = 100;

// Only readers on small screens open it, so only there its code loads, when the browser is idle.
const NavScreen = lazyComponent(() => import("./NavScreen").then((m) => m.NavScreen));

/** The top bar: title, menus, search, language, appearance, social links; a full-screen menu on mobile. */
export function NavBar({ landing = false }: { landing?: boolean }) {
  const lang = useLang();
  const mode = site.themeConfig.hideNavbar;
  const hidden = useHiddenOnScroll(mode === "auto");
  const solid = useScrolledPast(LANDING_SOLID_AFTER);
  const [screenOpen, setScreenOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  useIdle(() => NavScreen.preload().catch(() => {}), typeof matchMedia !== "undefined" && matchMedia(belowMd).matches);

  useEffect(() => {
    const root = document.documentElement;
    if (hidden || mode === "always") root.style.setProperty("--navbar-height", "0px");
    else root.style.removeProperty("--navbar-height");
  }, [hidden, mode]);

  const classes = ["navbar", landing && !solid && "transparent", (hidden || mode === "always") && "hidden"].filter(Boolean).join(" ");
  return (
    <header className={classes}>
      <div className="navbar-inner">
        <div className="navbar-brand">
          <NavBarTitle />
          <ProductFamily />
        </div>
        <nav aria-label={t(lang, "nav.label")} className="navbar-nav">
          <NavBarMenu position="left" />
          <div className="navbar-spacer" />
          <NavBarMenu position="right" />
        </nav>
        <div className="navbar-tools">
          <NavBarSearchButton />
          <NavBarTranslations />
          {site.themeConfig.darkMode && <NavBarAppearance />}
          <NavBarSocialLinks />
          <NavBarHamburger open={screenOpen} onOpen={() => setScreenOpen(true)} buttonRef={hamburger} />
        </div>
      </div>
      {screenOpen && <NavScreen trigger={hamburger} onClose={() => setScreenOpen(false)} />}
      <PreNavScreen />
    </header>
  );
}
