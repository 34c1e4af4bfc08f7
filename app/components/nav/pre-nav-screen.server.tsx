import { Icon } from "~/components/icons";
import { t } from "~/shared/i18n";
import { useLang } from "~/hooks/useLang";
import { NavScreenBody } from "./NavScreenBody";

/** Attributes React 18 does not know; they pass through to the element as written. */
const native = (attributes: Record<string, string>) => attributes;

/**
 * The mobile menu of the page before the app is live (rendered by the server only, through
 * PreNavScreen.tsx): a native modal `<dialog>` the hamburger opens by invoker command, with the
 * same content as the app's menu. Escape and its close control close it; its links load the
 * next document. Once live, the app's own menu (NavScreen.tsx) opens instead.
 */
export function PreNavScreen() {
  const lang = useLang();
  return (
    <dialog id="pre-menu" className="nav-screen pre-menu" aria-label={t(lang, "nav.label")} data-pre="" {...native({ closedby: "any" })}>
      <div className="nav-screen-bar">
        <button
          type="button"
          className="navbar-icon-button"
          aria-label={t(lang, "nav.close")}
          {...native({ commandfor: "pre-menu", command: "close" })}
        >
          <Icon name="close" />
        </button>
      </div>
      <NavScreenBody />
    </dialog>
  );
}
