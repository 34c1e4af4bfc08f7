import { Icon } from "~/components/icons";
import { useAppearance } from "~/hooks/useAppearance";
import { useHydrated } from "~/hooks/useHydrated";
import { t } from "~/shared/i18n";
import { useLang } from "~/hooks/useLang";

/** Switches between light and dark; the circle transition starts at the pointer. */
export function NavBarAppearance() {
  const lang = useLang();
  const appearance = useAppearance();
  // With no theme cookie the server cannot know the system theme; label it once hydrated.
  const isDark = useHydrated() && appearance.isDark;
  const { toggle } = appearance;
  return (
    <button
      type="button"
      className="navbar-icon-button appearance"
      aria-label={t(lang, isDark ? "theme.toLight" : "theme.toDark")}
      aria-pressed={isDark}
      // Until the app is live the head's pre-app script switches the theme, with these labels.
      data-pre="theme"
      data-to-light={t(lang, "theme.toLight")}
      data-to-dark={t(lang, "theme.toDark")}
      onClick={(e) => toggle(e.clientX || e.clientY ? { x: e.clientX, y: e.clientY } : undefined)}
    >
      <span className="icon-sun">
        <Icon name="sun" />
      </span>
      <span className="icon-moon">
        <Icon name="moon" />
      </span>
    </button>
  );
}
