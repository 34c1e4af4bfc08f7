import { Icon } from "~/components/icons";
import { useScrolledPast } from "~/hooks/useScroll";
import { t } from "~/shared/i18n";
import { useLang } from "~/hooks/useLang";

export const SCROLL_TO_TOP_AFTER = 300;

/** Appears once the reader has scrolled down. */
export function ScrollToTop() {
  const lang = useLang();
  const shown = useScrolledPast(SCROLL_TO_TOP_AFTER);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t(lang, "scrollTop")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <Icon name="up" />
    </button>
  );
}
