import type { Page } from "@playwright/test";

/** What answers a tap, told apart without knowing how a build implements the control. */
export type AnswerKind = "open" | "field" | "theme" | "copy" | "tab" | "lang" | "results";

/** One measured tap or key: ms from the input's event time to the frame that shows the answer. */
export interface ProbeReport {
  ms: number;
}

/** The page's half of the probe, installed on window by the init script. */
export interface Probe {
  arm: (target: Element | null, kind: AnswerKind) => void;
  inpSince: (start: number) => number | undefined;
  lastStart: () => number;
}
type Probed = typeof window & { __tapProbe: Probe; __tapReport: (r: ProbeReport) => void };

/**
 * Runs in every document before its own scripts. A trusted `pointerdown` (or, for search
 * results, `keydown`) after `arm` starts a requestAnimationFrame poll; the first frame whose
 * DOM shows the answer reports the time since the event's own timestamp (the moment the input
 * reached the page, so time the main thread was busy before it could run listeners counts).
 * An answer that is a new document (a language link) is finished by the next document's copy of
 * this script, through session storage and the shared clock (timeOrigin + now).
 */
export const installProbe = () => {
  const w = window as Probed;
  const KEY = "tap-probe";
  // What a tap may open; a phone menu can be the navbar's own <nav> shown as a panel.
  const OVERLAYS =
    'dialog, [role=dialog], [role=menu], [role=listbox], [popover], [aria-modal="true"], details[open] > :not(summary), nav, [role=navigation]';
  const FIELD =
    "input:not([type=radio]):not([type=checkbox]):not([type=button]):not([type=submit]), textarea, [role=searchbox], [role=combobox]";
  const shown = (el: Element | null): boolean => {
    if (!el?.isConnected || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true }))
      return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  const overlays = (target: Element | null) => {
    const ids = (target?.getAttribute("aria-controls") ?? "").split(/\s+/).filter(Boolean);
    const controlled = ids.map((id) => document.getElementById(id)).filter((e): e is HTMLElement => e !== null);
    return new Set([...document.querySelectorAll(OVERLAYS), ...controlled].filter(shown));
  };
  // Read when used: the script runs before the document has a root element.
  const root = () => document.documentElement;
  const theme = () => `${root().className}|${root().dataset.theme ?? ""}|${root().style.colorScheme}`;
  const ownState = (el: Element | null) =>
    el ? `${el.textContent}|${el.getAttribute("aria-label")}|${el.getAttribute("data-state")}|${el.getAttribute("aria-pressed")}` : "";
  // The tab group's siblings (its panels, however they are built): which of them show.
  const panels = (el: Element | null) => {
    const group = el?.closest("[role=radiogroup], [role=tablist]");
    const box = group?.parentElement;
    if (!group || !box) return "";
    return [...box.children].map((c) => (c.contains(group) ? "g" : shown(c) ? "1" : "0")).join("");
  };
  // Results: options, or links in a live region (a results list may be plain links). Not any
  // link in the dialog: the app's search footer shows one at the first key.
  const options = () => new Set([...document.querySelectorAll("[role=option], [role=listbox] a[href], [aria-live] a[href]")].filter(shown));

  let armed: { kind: AnswerKind; watch: (start: number) => void } | undefined;
  let last = 0;
  const report = (start: number) => {
    last = start;
    w.__tapReport({ ms: performance.now() - start });
  };
  /**
   * What the page shows before the tap, read when the probe is armed (just before it): reading
   * boxes forces a style and layout flush, which inside the tap's own handler is work no
   * reader's tap does (on the heaviest page, mid-hydration, it added about 20 ms to a theme tap).
   * Returns what starts the poll at the input.
   */
  const prepare = (tapped: Element | null, kind: AnswerKind) => {
    // The app may replace the server's element with its own (a lazily loaded menu does): then the
    // control is the element of the same tag under the point that was tapped.
    const r = tapped?.getBoundingClientRect();
    const at = r && { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    const current = () =>
      !tapped || tapped.isConnected || !at
        ? tapped
        : (document.elementsFromPoint(at.x, at.y).find((e) => e.tagName === tapped.tagName) ?? tapped);
    const target = current();
    const needs = (...kinds: AnswerKind[]) => kinds.includes(kind);
    const before = {
      overlays: needs("open", "field", "lang") ? overlays(target) : new Set<Element>(),
      active: document.activeElement,
      theme: theme(),
      own: needs("copy") ? ownState(target) : "",
    };
    const tabs = needs("tab") ? panels(target) : "";
    const hits = needs("results") ? options() : new Set<Element>();
    const lang = root().lang;
    const fresh = () => [...overlays(current())].some((o) => !before.overlays.has(o));
    const answered = (): boolean => {
      if (kind === "open") return fresh();
      if (kind === "field") {
        const a = document.activeElement;
        return (
          (a !== before.active && a?.matches(FIELD) === true && shown(a)) ||
          [...overlays(current())].some((o) => !before.overlays.has(o) && o.querySelector(FIELD) !== null)
        );
      }
      if (kind === "theme") return theme() !== before.theme;
      if (kind === "copy") return ownState(current()) !== before.own;
      if (kind === "tab") return panels(current()) !== tabs;
      if (kind === "lang") return root().lang !== lang || fresh();
      return [...options()].some((o) => !hits.has(o));
    };
    return (start: number) => {
      if (kind === "lang") sessionStorage.setItem(KEY, JSON.stringify({ at: performance.timeOrigin + start, lang }));
      const poll = () => {
        if (answered()) {
          sessionStorage.removeItem(KEY);
          report(start);
        } else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    };
  };
  const onInput = (type: string) => (e: Event) => {
    if (!e.isTrusted || !armed) return;
    if ((armed.kind === "results") !== (type === "keydown")) return;
    const { watch } = armed;
    armed = undefined;
    watch(Math.min(e.timeStamp, performance.now()));
  };
  addEventListener("pointerdown", onInput("pointerdown"), true);
  addEventListener("keydown", onInput("keydown"), true);

  // A language link's new document: its first frame with the other language is the answer.
  const pending = sessionStorage.getItem(KEY);
  if (pending) {
    sessionStorage.removeItem(KEY);
    const { at, lang } = JSON.parse(pending) as { at: number; lang: string };
    const poll = () => {
      if (root()?.lang && root().lang !== lang && document.body) report(at - performance.timeOrigin);
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }

  // Event Timing: the interactions' durations (INP is the longest), 16 ms and up.
  const events: { start: number; duration: number }[] = [];
  new PerformanceObserver((list) => {
    // interactionId is newer than TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      if (e.interactionId) events.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);

  w.__tapProbe = {
    arm: (target, kind) => {
      armed = { kind, watch: prepare(target, kind) };
    },
    inpSince: (start) => {
      const durations = events.filter((e) => e.start >= start - 1).map((e) => e.duration);
      return durations.length ? Math.max(...durations) : undefined;
    },
    lastStart: () => last,
  };
};

/**
 * Installs the probe in every document of the page, and resolves reports as they come. The
 * function goes in as text inside a wrapper that defines tsx's `__name` helper, which the
 * transform adds around the probe's inner functions and the page does not have.
 */
export async function attachProbe(page: Page) {
  const waiting: ((r: ProbeReport) => void)[] = [];
  await page.exposeFunction("__tapReport", (r: ProbeReport) => waiting.shift()?.(r));
  await page.addInitScript({ content: `(() => { const __name = (f) => f; (${installProbe.toString()})(); })();` });
  /** The next report, or undefined when none comes within `timeout` ms. */
  const next = (timeout: number) =>
    new Promise<ProbeReport | undefined>((resolve) => {
      const done = (r: ProbeReport | undefined) => {
        clearTimeout(timer);
        const i = waiting.indexOf(done);
        if (i >= 0) waiting.splice(i, 1);
        resolve(r);
      };
      const timer = setTimeout(() => done(undefined), timeout);
      waiting.push(done);
    });
  return { next };
}
