import { useCallback, useEffect } from "react";
import { flushSync } from "react-dom";
import { THEME_ANIMATION_MS, Theme, useTheme } from "~/lib/theme";
import { site } from "~/shared/config/site";
import { safeStorage, storageKeys } from "~/lib/storage";

type StoredAppearance = "light" | "dark" | "auto";

/** A stored value that is not light, dark or auto counts as auto. */
export function readAppearance(value: string | null): StoredAppearance {
  return value === "light" || value === "dark" || value === "auto" ? value : "auto";
}

function canAnimate(): boolean {
  return (
    site.themeConfig.enableAppearanceAnimation &&
    typeof document.startViewTransition === "function" &&
    !window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Local storage holds the reader's latest choice, written at the click; the remix-themes
 * cookie (which lets the server render it) follows once its POST lands. A stored light or
 * dark the page was not rendered with is applied again, which re-sends the cookie: a reload
 * before the POST landed keeps the choice. Otherwise storage mirrors the theme (auto when
 * the system decides). Used once, in the root.
 */
export function useThemeChoice() {
  const [theme, setTheme, { definedBy }] = useTheme();
  const current: StoredAppearance = definedBy === "USER" && theme ? theme : "auto";
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the reader's choice changes only; remix-themes gives a new setTheme whenever the theme changes (e.g. with the system's).
  useEffect(() => {
    const stored = readAppearance(safeStorage.get(storageKeys.themeAppearance));
    if (stored !== "auto" && stored !== current) setTheme(stored as Theme);
    else if (safeStorage.get(storageKeys.themeAppearance) !== current) safeStorage.set(storageKeys.themeAppearance, current);
  }, [current]);
}

/** The theme toggle's state; toggling animates a circle growing from the pointer when the browser supports view transitions. */
export function useAppearance() {
  const [theme, setTheme] = useTheme();
  const toggle = useCallback(
    (origin?: { x: number; y: number }) => {
      const next = theme === Theme.DARK ? Theme.LIGHT : Theme.DARK;
      safeStorage.set(storageKeys.themeAppearance, next);
      const apply = () => flushSync(() => setTheme(next));
      if (!canAnimate()) return apply();
      const x = origin?.x ?? window.innerWidth / 2;
      const y = origin?.y ?? 0;
      const radius = Math.hypot(Math.max(x, window.innerWidth - x), Math.max(y, window.innerHeight - y));
      document.startViewTransition(apply).ready.then(() => {
        document.documentElement.animate(
          { clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`] },
          { duration: THEME_ANIMATION_MS, easing: "ease-in", pseudoElement: "::view-transition-new(root)" },
        );
      });
    },
    [theme, setTheme],
  );

  return { theme, isDark: theme === Theme.DARK, toggle };
}
