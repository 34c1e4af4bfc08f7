/** Lab Core Web Vitals of one page load, in ms (CLS has no unit). */
export interface Vitals {
  cls: number;
  /** Each counted shift: its value, when, the scroll position, and what moved (its box from → to, px). */
  shifts: string[];
  lcp: number;
  tbt: number;
}

/** The page's window while it is measured: the observers add up into `__vitals`. */
type Measured = typeof window & { __vitals: Vitals };
/** The DOM library has no type for layout shifts (a Chromium-only entry) yet. */
type LayoutShift = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/** Collects layout shifts, the largest contentful paint and long tasks from page start (runs in the page). */
export const observeVitals = () => {
  const w = window as Measured;
  w.__vitals = { cls: 0, shifts: [], lcp: 0, tbt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as LayoutShift[]) {
      if (e.hadRecentInput) continue;
      w.__vitals.cls += e.value;
      // No named inner function: the page receives this function's text (tsx would wrap one in a helper).
      const moved = e.sources.map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        const name = el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.classList.length ? `.${[...el.classList].join(".")}` : ""}`
          : "?";
        const [a, b] = [s.previousRect, s.currentRect];
        return `${name} x ${Math.round(a.x)} → ${Math.round(b.x)}, y ${Math.round(a.y)} → ${Math.round(b.y)}, w ${Math.round(a.width)} → ${Math.round(b.width)}, h ${Math.round(a.height)} → ${Math.round(b.height)}`;
      });
      w.__vitals.shifts.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms, scrollY ${Math.round(scrollY)}: ${moved.join("; ")}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) w.__vitals.lcp = last.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__vitals.tbt += Math.max(0, e.duration - 50);
  }).observe({ type: "longtask", buffered: true });
};

/** What the observers have added up so far (runs in the page). */
export const readVitals = () => (window as Measured).__vitals;
