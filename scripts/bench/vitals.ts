/** Lab Core Web Vitals of one page load, in ms (CLS has no unit). */
export interface Vitals {
  cls: number;
  lcp: number;
  tbt: number;
}

/** The page's window while it is measured: the observers add up into `__vitals`. */
type Measured = typeof window & { __vitals: Vitals };
/** The DOM library has no type for layout shifts (a Chromium-only entry) yet. */
type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** Collects layout shifts, the largest contentful paint and long tasks from page start (runs in the page). */
export const observeVitals = () => {
  const w = window as Measured;
  w.__vitals = { cls: 0, lcp: 0, tbt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as LayoutShift[]) if (!e.hadRecentInput) w.__vitals.cls += e.value;
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
