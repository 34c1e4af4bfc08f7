import { useEffect, useState } from "react";
import { throttle } from "~/lib/throttle";

/**
 * A heading's top on screen. One inside a part of the page the browser skips while off screen
 * (`.doc-section`, content-visibility) stands for it by the part's own top, which is enough to
 * say whether it is above the line (the whole part is) and forces no layout of the part.
 */
function topOf(el: HTMLElement) {
  const part = el.closest(".doc-section");
  const skipped = part !== null && el.checkVisibility?.({ contentVisibilityAuto: true }) === false;
  return (skipped ? part : el).getBoundingClientRect().top;
}

/** The id of the heading the reader is in: the last one above the navbar line; throttled to 100 ms. */
export function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const update = throttle(() => {
      const offset = (parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--navbar-height")) || 72) + 16;
      let current: string | undefined;
      for (const id of ids) {
        const el = document.getElementById(id);
        // A pixel of slack: an anchor jump leaves the heading at a fractional position just past the line.
        if (el && topOf(el) < offset + 1) current = id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom && ids.length ? ids[ids.length - 1] : current);
    }, 100);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener("scroll", update);
    };
  }, [ids]);
  return active;
}
