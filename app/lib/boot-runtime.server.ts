// The browser half of the boot on intent (see boot-on-intent.server.ts): this function's own
// text runs in the document's module script, so it stays self-contained (no imports, no names
// from outside it, no syntax a compiler would lower into helpers, such as object spread).

/** What the document rewrite hands the runtime. */
interface BootOptions {
  /** The app's scripts, all fetched at once when the app starts. */
  hrefs: string[];
  /** Names the build of this document's scripts (the trip guard's key). */
  build: string;
  /** The local storage key of the reader's light/dark choice. */
  themeKey: string;
  /** The session storage key where the app leaves an action to finish after reloading for a new build. */
  intentKey: string;
}

type Held = { el: Element | null; path: string; x: number; y: number };
type Key = { key: string; ctrlKey: boolean; metaKey: boolean };

/**
 * Starts the app (`start` imports its modules, calling `loaded` before the entry) at the reader's first intent: a press, a touch,
 * a key, focus, or a mouse moving. A click on a control that needs script, and the search
 * shortcuts, are held until the app has hydrated, then sent again to the same element; keys
 * typed meanwhile go into the text field that has focus by then (the search box). A chunk of
 * an earlier build (a deploy since the page loaded) loads the page afresh and replays there.
 */
export function bootOnIntent(start: (loaded: () => void) => Promise<unknown>, o: BootOptions) {
  const w = window;
  const d = document;
  const html = d.documentElement;
  const HOLD = "button,[role=button],[role=tab]";
  // The controls after which the reader types into a field that opens (the search button).
  const TYPE_INTO = ".navbar-search";
  const REPLAY = "rsbuild-boot-replay";
  const TRIP = "rsbuild-boot-trip";
  const INTENTS = ["pointerdown", "touchstart", "focusin", "pointermove"];
  let booted = false;
  let held: Held | null = null;
  let key: Key | null = null;
  let typed = "";
  let reloading = false;
  const session = (k: string, v?: string | null) => {
    try {
      if (v === undefined) return sessionStorage.getItem(k);
      if (v === null) sessionStorage.removeItem(k);
      else sessionStorage.setItem(k, v);
    } catch (_e) {}
    return null;
  };
  const live = () => html.dataset.hydrated === "true";
  const editable = (t: EventTarget | null) => {
    const el = t as HTMLElement | null;
    return !!el && !!el.tagName && (el.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName));
  };
  // Where the element is in the server's HTML, to find it in the same page loaded again.
  const pathOf = (el: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== d.body; e = e.parentElement) {
      if (e.id) return [`#${CSS.escape(e.id)}`].concat(parts).join(">");
      let i = 1;
      for (let s = e.previousElementSibling; s; s = s.previousElementSibling) i++;
      parts.unshift(`${e.tagName.toLowerCase()}:nth-child(${i})`);
    }
    return ["body"].concat(parts).join(">");
  };
  const onIntent = (e: Event) => {
    if (e.type === "pointermove" && (e as PointerEvent).pointerType !== "mouse") return;
    // A tab in the background or being prerendered gets no events; this guards the rest.
    if (d.visibilityState === "visible") boot();
  };
  const onClick = (e: MouseEvent) => {
    const t = e.target as Element | null;
    const el = t?.closest ? t.closest(HOLD) : null;
    // A `[data-pre]` control works before the app is live (lib/pre-app-runtime.server.ts).
    if (live() || !el || el.closest?.("[data-pre]")) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held = { el: el, path: pathOf(el), x: e.clientX, y: e.clientY };
    if (reloading) save();
    boot();
  };
  const onKey = (e: KeyboardEvent) => {
    // The pre-app script has opened the search dialog for this key already.
    if (e.defaultPrevented) return onIntent(e);
    const k = (e.key || "").toLowerCase();
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
    const opensField = key || held?.el?.closest(TYPE_INTO);
    if (opensField && plain && !editable(e.target)) {
      // Typed while the action it follows is on its way: kept for the field that opens.
      if (k.length === 1 || k === "backspace") {
        e.preventDefault();
        typed = k === "backspace" ? typed.slice(0, -1) : typed + e.key;
      }
    } else if (!live() && !editable(e.target)) {
      if ((k === "k" && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) || (e.key === "/" && plain)) {
        e.preventDefault();
        e.stopImmediatePropagation();
        key = { key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey };
      }
    }
    if (reloading) save();
    onIntent(e);
  };
  // A theme chosen in another tab shows here at once, as remix-themes does once the app runs.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== o.themeKey) return;
    const dark =
      e.newValue === "light" || e.newValue === "dark" ? e.newValue === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
    html.classList.remove("light", "dark");
    html.classList.add(dark ? "dark" : "light");
    const meta = d.querySelector("meta[name=color-scheme]");
    if (meta) meta.setAttribute("content", dark ? "dark light" : "light dark");
  };
  const listen = (on: boolean) => {
    const method = on ? "addEventListener" : "removeEventListener";
    for (const type of INTENTS) w[method](type, onIntent, { capture: true, passive: true });
    w[method]("click", onClick as EventListener, true);
  };
  // The typed keys go into the text field that has focus once the held action is done.
  const deliver = () => {
    const field = d.activeElement as HTMLInputElement | null;
    if (field?.tagName !== "INPUT") return false;
    const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
    if (value?.set) value.set.call(field, field.value + typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    return true;
  };
  const replay = () => {
    listen(false);
    const el = held && (held.el?.isConnected ? held.el : d.querySelector(held.path));
    if (held && el)
      el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: w, clientX: held.x, clientY: held.y }));
    if (key) {
      const init: KeyboardEventInit = { bubbles: true, cancelable: true, key: key.key, ctrlKey: key.ctrlKey, metaKey: key.metaKey };
      (d.activeElement || d.body).dispatchEvent(new KeyboardEvent("keydown", init));
    }
    let waited = 0;
    const settle = () => {
      if (typed && !deliver() && (waited += 50) < 3000) return void setTimeout(settle, 50);
      w.removeEventListener("keydown", onKey, true);
      held = key = null;
      typed = "";
    };
    settle();
  };
  const whenLive = (then: () => void) => {
    if (live()) return then();
    const watch = new MutationObserver(() => {
      if (!live()) return;
      watch.disconnect();
      then();
    });
    watch.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
  };
  // Called by a chunk that a deploy since this page loaded took away (shared/http/build-skew.ts)
  // until the app installs its own policy: a fresh document, at most once a minute per build.
  const save = () =>
    session(REPLAY, JSON.stringify({ at: location.pathname + location.search, path: held ? held.path : "", key: key, typed: typed }));
  const stale = () => {
    const trip = (session(TRIP) || "0 ").split(" ");
    if (trip[1] === o.build && Date.now() - Number(trip[0]) < 60000) return Promise.reject(new Error("an earlier build"));
    session(TRIP, `${Date.now()} ${o.build}`);
    // This document takes input until the next one replaces it: what comes meanwhile is saved too.
    reloading = true;
    save();
    location.reload();
    return new Promise(() => {});
  };
  const boot = () => {
    if (booted) return;
    booted = true;
    w.removeEventListener("storage", onStorage);
    const g = w as unknown as Record<string, unknown>;
    if (!g.__docsSkew) g.__docsSkew = stale;
    // Every script at once (the imports below go one by one): one round trip, not one per module.
    // Fetched at the intent, not after load: fetching them after load cost ~50 ms of blocking time.
    const links = o.hrefs.map((href) => {
      const link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      return d.head.appendChild(link);
    });
    // Gone before the entry hydrates: hydration compares the document with the server's nodes.
    const loaded = () => {
      for (const link of links) link.remove();
    };
    start(loaded).then(
      () => whenLive(replay),
      () => {
        // A network failure: the next intent tries again, and the held action waits for it.
        booted = false;
      },
    );
  };
  listen(true);
  w.addEventListener("keydown", onKey, true);
  w.addEventListener("storage", onStorage);
  // The app reloaded for a new build in the middle of an action it finishes itself (lib/skew.ts).
  if (session(o.intentKey)) boot();
  // The same page loaded again for a new build in the middle of the reader's action: finish it.
  const pending = session(REPLAY);
  if (pending) {
    session(REPLAY, null);
    try {
      const p = JSON.parse(pending);
      if (p.at === location.pathname + location.search) {
        if (p.path) held = { el: d.querySelector(p.path), path: p.path, x: 0, y: 0 };
        key = p.key;
        typed = p.typed || "";
        boot();
      }
    } catch (_e) {}
  }
}
