import { useEffect, useState } from "react";
import { throttle } from "~/lib/throttle";

/** True once the page is scrolled past `threshold` px. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

/** True while the reader scrolls down (past the navbar), false on the way up; throttled to 200 ms. */
export function useHiddenOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return setHidden(false);
    let lastY = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      setHidden(y > lastY && y > 72);
      lastY = y;
    }, 200);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener("scroll", onScroll);
    };
  }, [enabled]);
  return hidden;
}
