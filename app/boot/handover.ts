import type { Held } from "~/boot/hold";
import { mayLeave, never, remember, REPLAY_KEY, session } from "~/lib/skew-guard";
import { SKEW_HOOK } from "~/shared/http/build-skew";

// A deploy between the load and the app's start: the document's scripts may be gone, and the
// worker answers them with the hand-over module (shared/http/build-skew.ts), which calls the
// tab's hook. Until the app installs its own (lib/skew.ts), this one answers: a document the
// reader is already leaving (a link was followed) is left alone, so that navigation lands;
// else the same page loads afresh and the held action is replayed there. An overlay the reader
// opened before the app (the search dialog, a menu, a panel) keeps working without it, so the
// reload waits until it is closed: a result followed from it is a link like any other.

const here = () => location.pathname + location.search;

/** The record the next document of this page replays. */
type Saved = { at: string; path: string; key: Held["key"]; typed: string };

let leaving = false;
let pressing = false;
let aiming = false;
let reloading = false;

/** True once this document is being replaced by the same page afresh: an action held now is saved too. */
export const isReloading = () => reloading;

/** A click that makes the browser load another document (a plain link, not handled by script). */
function followsLink(e: MouseEvent): boolean {
  const a = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!a || e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return false;
  if ((a.target && a.target !== "_self") || a.hasAttribute("download")) return false;
  const to = new URL(a.href);
  return !(to.origin === location.origin && to.pathname + to.search === here() && to.hash);
}

/** What a pre-app control shows while open (lib/pre-app-runtime.server.ts). */
const OVERLAY = "dialog[open], [data-pre-open], [data-pre][aria-expanded=true]";

/** Resolves once the predicate holds, looked at every 20 ms. */
export const until = (done: () => boolean) =>
  new Promise<void>((resolve) => {
    if (done()) return resolve();
    const wait = setInterval(() => {
      if (!done()) return;
      clearInterval(wait);
      resolve();
    }, 20);
  });

/** What a mouse resting on it is about to press: a link or a control. */
const CONTROL = "a[href],button,summary,input,select,textarea,[role=button],[role=tab],[data-pre]";

/**
 * After a press, the click that may follow it, so the hook never decides in between; and while
 * a mouse rests on a control, the press that may follow (a hover starts the app, so the hook can
 * come before the click), unless the reader already acted: an action waits for the app, or an
 * overlay opened (its close is waited for next).
 */
const released = (held: () => Held | null) =>
  until(() => !pressing && (!aiming || held() !== null || document.querySelector(OVERLAY) !== null));
const overlaysClosed = () => until(() => !document.querySelector(OVERLAY));

/** Installs the boot's hook (`held()` is the action to replay) unless the app's own is there. */
export function installHandover(build: string, held: () => Held | null) {
  const w = window as unknown as Record<string, unknown>;
  addEventListener("pointerdown", () => (pressing = true), true);
  addEventListener("pointerover", (e) => (aiming = e.pointerType === "mouse" && !!(e.target as Element | null)?.closest?.(CONTROL)), true);
  addEventListener("pointerout", (e) => e.relatedTarget || (aiming = false), true);
  for (const type of ["pointerup", "pointercancel"]) addEventListener(type, () => setTimeout(() => (pressing = false)), true);
  // Bubbling on the window: after every handler, so a click one of them handled is not counted.
  addEventListener("click", (e) => {
    if (followsLink(e)) leaving = true;
  });
  addEventListener("pageshow", () => (leaving = false));
  if (w[SKEW_HOOK]) return;
  w[SKEW_HOOK] = async (url: string) => {
    await released(held);
    await overlaysClosed();
    if (leaving) return never();
    if (!mayLeave(build)) throw new Error(`${url}: an earlier build`);
    remember(build);
    reloading = true;
    save(held());
    location.reload();
    return never();
  };
}

/** Remembers the held action for the same page loaded again (also while this one is being replaced). */
export function save(held: Held | null) {
  const saved: Saved = { at: here(), path: held?.path ?? "", key: held?.key ?? null, typed: held?.typed ?? "" };
  session(REPLAY_KEY, JSON.stringify(saved));
}

/** The action an earlier document of this page saved before reloading for a new build, once. */
export function takeSaved(): Held | null {
  const text = session(REPLAY_KEY);
  if (!text) return null;
  session(REPLAY_KEY, null);
  try {
    const p: Saved = JSON.parse(text);
    if (p.at !== here()) return null;
    return { el: p.path ? document.querySelector(p.path) : null, path: p.path, x: 0, y: 0, key: p.key, typed: p.typed || "" };
  } catch {
    return null;
  }
}
