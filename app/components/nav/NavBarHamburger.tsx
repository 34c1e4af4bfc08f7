import type { RefObject } from "react";
import { Icon } from "~/components/icons";
import { t } from "~/shared/i18n";
import { useLang } from "~/hooks/useLang";

/** Opens the full-screen navigation, which covers it and has its own close button. */
export function NavBarHamburger({
  open,
  onOpen,
  buttonRef,
}: {
  open: boolean;
  onOpen: () => void;
  buttonRef: RefObject<HTMLButtonElement>;
}) {
  const lang = useLang();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="navbar-hamburger navbar-icon-button"
      aria-label={t(lang, "nav.open")}
      aria-expanded={open}
      aria-haspopup="dialog"
      // Until the app is live an invoker command opens the server's menu (PreNavScreen); once
      // live, this handler cancels it and opens the app's.
      {...{ commandfor: "pre-menu", command: "show-modal", "data-pre": "" }}
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
    >
      <Icon name="menu" />
    </button>
  );
}
