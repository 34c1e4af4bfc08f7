import { useCallback, useEffect } from "react";
import { flushSync } from "react-dom";
import { Theme, useTheme } from "~/lib/theme";
import { site } from "~/config/site";
import { safeStorage, storageKeys } from "~/lib/storage";

export const THEME_ANIMATION_MS = 400;
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
 * The reader's theme. The choice lives in the remix-themes cookie (so the server renders
 * it) and is mirrored under a product-prefixed local-storage key. Toggling animates a
 * circle growing from the pointer when the browser supports view transitions.
 */
export function useAppearance() {
  const [theme, setTheme, { definedBy }] = useTheme();
  const stored: StoredAppearance = definedBy === "USER" && theme ? theme : "auto";

  useEffect(() => {
    if (safeStorage.get(storageKeys.themeAppearance) !== stored) safeStorage.set(storageKeys.themeAppearance, stored);
  }, [stored]);

  const toggle = useCallback(
    (origin?: { x: number; y: number }) => {
      const next = theme === Theme.DARK ? Theme.LIGHT : Theme.DARK;
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

  return { theme, isDark: theme === Theme.DARK, stored, toggle };
}
