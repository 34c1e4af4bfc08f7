import { isLive } from "~/boot/hold";

// While React hydrates, a discrete event (a press, a click, a key, focus) on a part it has not
// hydrated yet makes it hydrate the whole remaining tree at once, before the browser can paint
// the answer: 120–150 ms on the phone profile, measured on a guide page. The controls that work
// before the app (`data-pre`) answer by themselves, so until the app is live their events stop
// at the window: the pre-app script and the boot listen there, and the browser's own actions
// (a dialog opening, a link followed, a radio checked, a form sent) do not depend on it.

const DISCRETE = [
  "pointerdown",
  "pointerup",
  "mousedown",
  "mouseup",
  "touchstart",
  "touchend",
  "click",
  "focusin",
  "focusout",
  "keydown",
  "keyup",
  "beforeinput",
  "input",
  "change",
  "submit",
];

/** True for an event the native controls answer before the app is live. */
export const isPreEvent = (e: Event) => !isLive() && !!(e.target as Element | null)?.closest?.("[data-pre]");

function stop(e: Event) {
  if (isPreEvent(e)) e.stopPropagation();
}

/** Until the app is live (the boot calls `removeShield` then), events on `[data-pre]` controls do not reach the document, where React listens. */
export function installShield() {
  for (const type of DISCRETE) addEventListener(type, stop, true);
}

export function removeShield() {
  for (const type of DISCRETE) removeEventListener(type, stop, true);
}
