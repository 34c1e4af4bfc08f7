import { installHandover, isReloading, save, takeSaved, until } from "~/boot/handover";
import { type Held, heldTarget, isHeldShortcut, isLive, keepTyped, pathOf, replay } from "~/boot/hold";
import { type BootPlan, PLAN_ID } from "~/boot/plan";
import { prepareShown, prerendering } from "~/boot/prepare";
import { installShield, isPreEvent, removeShield } from "~/boot/shield";
import { preload, start } from "~/boot/start";
import { INTENT_KEY, session } from "~/lib/skew-guard";
import { storageKeys } from "~/lib/storage";

// The document's one module script (built by scripts/assets/boot-script.ts, inlined by
// components/BootScripts.tsx). The server's HTML is the whole page; the app starts without
// waiting for the reader: its scripts are preloaded at low priority after the load event and
// evaluated when the browser is next idle, so the first paint never waits for them. A hover,
// a press, a key or focus starts it at once. A hidden or prerendering tab waits until shown.

const plan: BootPlan = JSON.parse(document.getElementById(PLAN_ID)?.textContent || "null");
const html = document.documentElement;
const INTENTS = ["pointerdown", "touchstart", "focusin", "pointermove", "keydown"];
let booted = false;
let held: Held | null = takeSaved();

const visible = () => document.visibilityState === "visible" && !prerendering();

/**
 * The phone menu or the sidebar drawer of the pre-app script is open: the reader's next tap
 * there leaves the page or switches the theme, and the app's modules evaluated now would run
 * under it. Unless an action is held, the start waits between modules until it closes. Not for
 * the search dialog: the app started while the reader types has its own search ready for the
 * next opening.
 */
const panelOpen = () => Boolean(document.querySelector("#pre-menu[open]")) || html.classList.contains("pre-drawer-open");
const panelsClosed = () => until(() => held !== null || !panelOpen());

function boot() {
  if (booted || !plan || !visible()) return;
  booted = true;
  start(plan, panelsClosed).then(whenLive, () => {
    // A network failure: the next intent or idle moment tries again, and a held action waits for it.
    booted = false;
  });
}

function whenLive() {
  const go = () => {
    removeShield();
    for (const type of INTENTS) removeEventListener(type, onIntent, true);
    removeEventListener("click", onClick, true);
    removeEventListener("storage", onStorage);
    if (!held) return removeEventListener("keydown", onKey, true);
    replay(held, () => {
      held = null;
      removeEventListener("keydown", onKey, true);
    });
  };
  if (isLive()) return go();
  const watch = new MutationObserver(() => isLive() && (watch.disconnect(), go()));
  watch.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}

function onIntent(e: Event) {
  if (e.type === "pointermove" && (e as PointerEvent).pointerType !== "mouse") return;
  // A native control answers by itself: the app starts once that answer is on screen.
  if (isPreEvent(e)) return whenIdle();
  boot();
}

const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(boot, { timeout: 2000 }) : setTimeout(boot, 200));

function hold(next: Held) {
  held = next;
  if (isReloading()) save(held);
  boot();
}

function onClick(e: MouseEvent) {
  const el = heldTarget(e.target);
  if (!el || isLive()) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  hold({ el, path: pathOf(el), x: e.clientX, y: e.clientY, key: null, typed: held?.typed ?? "" });
}

function onKey(e: KeyboardEvent) {
  // The replayed shortcut itself passes here too: it is no key the reader typed.
  if (!e.isTrusted) return;
  if (held && keepTyped(held, e)) {
    if (isReloading()) save(held);
  } else if (!isLive() && isHeldShortcut(e)) {
    e.preventDefault();
    e.stopImmediatePropagation();
    hold({ el: null, path: "", x: 0, y: 0, key: { key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey }, typed: "" });
  }
}

/** A theme chosen in another tab shows here at once, as remix-themes does once the app runs. */
function onStorage(e: StorageEvent) {
  if (e.key !== storageKeys.themeAppearance) return;
  const dark = e.newValue === "light" || e.newValue === "dark" ? e.newValue === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
  html.classList.remove("light", "dark");
  html.classList.add(dark ? "dark" : "light");
  document.querySelector("meta[name=color-scheme]")?.setAttribute("content", dark ? "dark light" : "light dark");
}

/**
 * After the load event: preload, then start when the browser is idle (at most 2 s later), once
 * the tab is shown. A prerendered page (speculation rules) fetches nothing more until the
 * reader comes to it: it may never be shown, and the page being read needs the network.
 */
function atIdle() {
  if (!plan) return;
  if (!prerendering()) preload(plan);
  else prepareShown();
  if (visible()) return whenIdle();
  const shown = () => {
    if (!visible()) return;
    document.removeEventListener("visibilitychange", shown);
    document.removeEventListener("prerenderingchange", shown);
    // The page's first frame comes first: the preload's work waits for the frame after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        preload(plan);
        whenIdle();
      }),
    );
  };
  document.addEventListener("visibilitychange", shown);
  document.addEventListener("prerenderingchange", shown);
}

if (plan) {
  installHandover(plan.build, () => held);
  installShield();
  for (const type of INTENTS) addEventListener(type, onIntent, { capture: true, passive: true });
  addEventListener("click", onClick, true);
  addEventListener("keydown", onKey, true);
  addEventListener("storage", onStorage);
  // An action to finish (the app reloaded for a new build mid-action, or this page was loaded
  // again to replay the reader's) starts the app at once; else it waits for the load and idle.
  if (held || session(INTENT_KEY)) boot();
  if (document.readyState === "complete") atIdle();
  else addEventListener("load", atIdle, { once: true });
}
