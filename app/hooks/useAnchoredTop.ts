import { useEffect, useState, type RefObject } from "react";

/** While `open`, the bottom edge of `anchor` in the viewport, kept current on scroll and resize: a fixed panel placed there never covers it. */
export function useAnchoredTop(open: boolean, anchor: RefObject<HTMLElement>): number | undefined {
  const [top, setTop] = useState<number>();
  useEffect(() => {
    if (!open) return;
    const update = () => anchor.current && setTop(anchor.current.getBoundingClientRect().bottom);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [open, anchor]);
  return open ? top : undefined;
}
