import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

export const ANCHOR_SCROLL_DELAY = 100;

/** After a navigation to a #anchor, scrolls to it once the new page has rendered. */
export function useAnchorScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key too: a new navigation to the same #hash scrolls to it again.
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        return;
      }
      document.getElementById(id)?.scrollIntoView();
    }, ANCHOR_SCROLL_DELAY);
    return () => clearTimeout(timer);
  }, [hash, key]);
}
