import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

export const ANCHOR_SCROLL_DELAY = 100;

/**
 * After a client-side navigation to a #anchor, scrolls to it once the new page has rendered.
 * The document's own anchor (the location the app starts on) is the browser's: it scrolled there
 * at load, and the reader may have scrolled on before the app started.
 */
export function useAnchorScroll() {
  const { hash, key } = useLocation();
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key too: a new navigation to the same #hash scrolls to it again.
  useEffect(() => {
    const first = !started.current;
    started.current = true;
    if (!hash || first) return;
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
