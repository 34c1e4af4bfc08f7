import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";
import { Icon } from "~/components/icons";
import { useBodyScrollLock } from "~/hooks/useBodyScrollLock";
import { belowMd } from "~/hooks/useMediaQuery";
import { useOverlay } from "~/hooks/useOverlay";
import { t } from "~/shell";
import { NavScreenBody } from "./NavScreenBody";
import { useLang } from "~/hooks/useLang";

/**
 * The full-screen mobile navigation, a modal dialog over the banner and the navbar with its
 * own close button; closes on route change, Escape, and at widths of 768 px or more.
 */
export function NavScreen({ trigger, onClose }: { trigger: RefObject<HTMLElement>; onClose: () => void }) {
  const lang = useLang();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);
  useOverlay(true, onClose, ref, trigger, { modal: true, media: belowMd });
  // Mounted when opened: close on a later route change, not on the first render.
  const openedAt = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on a route change only; onClose is a new function on each render of the navbar.
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname]);
  return (
    <div ref={ref} id="nav-screen" className="nav-screen" role="dialog" aria-modal="true" aria-label={t(lang, "nav.label")}>
      <div className="nav-screen-bar">
        <button type="button" className="navbar-icon-button" aria-label={t(lang, "nav.close")} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <NavScreenBody onNavigate={onClose} />
    </div>
  );
}
