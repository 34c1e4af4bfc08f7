import { useEffect, useRef } from "react";
import { starShift, stars } from "~/lib/stars";

/** Decorative stars that lean toward the pointer when it comes within 100 px. */
export function HeroStars() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current?.parentElement;
    if (!root || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const onMove = (e: PointerEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        for (const el of box.current?.children ?? []) {
          const rect = el.getBoundingClientRect();
          const { x, y } = starShift(e.clientX - (rect.left + rect.width / 2), e.clientY - (rect.top + rect.height / 2));
          (el as HTMLElement).style.transform = `translate(${x}px, ${y}px)`;
        }
      });
    };
    root.addEventListener("pointermove", onMove);
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener("pointermove", onMove);
    };
  }, []);
  return (
    <div ref={box} className="hero-stars" aria-hidden="true">
      {stars.map((s) => (
        <span
          key={`${s.top}-${s.left}`}
          className="hero-star"
          style={{ top: `${s.top}%`, left: `${s.left}%`, width: s.size, height: s.size }}
        />
      ))}
    </div>
  );
}
