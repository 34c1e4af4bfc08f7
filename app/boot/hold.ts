// What the reader does before the app is live, for the controls that need it: a click on a
// button that is not yet native is held and sent again once the app has hydrated, and so are
// the search shortcuts while search needs the app. Controls that work before the app starts
// carry `data-pre` (on the control itself): their events are left alone.

export type Key = { key: string; ctrlKey: boolean; metaKey: boolean };
/** A held action: the clicked element (and its place in the server's HTML), a shortcut, keys typed after it. */
export interface Held {
  el: Element | null;
  path: string;
  x: number;
  y: number;
  key: Key | null;
  typed: string;
}

const HOLD = "button,[role=button],[role=tab]";
/** The control after which the reader types into a field that opens (the search button). */
const TYPE_INTO = ".navbar-search";

export const isLive = () => document.documentElement.dataset.hydrated === "true";

const editable = (t: EventTarget | null) => {
  const el = t as HTMLElement | null;
  return !!el?.tagName && (el.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName));
};

/** Where the element is in the server's HTML, to find it in the same page loaded again. */
export function pathOf(el: Element): string {
  const parts: string[] = [];
  for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
    if (e.id) return [`#${CSS.escape(e.id)}`, ...parts].join(">");
    let i = 1;
    for (let s = e.previousElementSibling; s; s = s.previousElementSibling) i++;
    parts.unshift(`${e.tagName.toLowerCase()}:nth-child(${i})`);
  }
  return ["body", ...parts].join(">");
}

/** The click to hold: a control that needs the app, outside anything that works before it. */
export function heldTarget(target: EventTarget | null): Element | null {
  const el = (target as Element | null)?.closest?.(HOLD) ?? null;
  return el && !el.closest("[data-pre]") ? el : null;
}

/** True for a search shortcut the app must answer: not when search works before the app (its button is `data-pre`). */
export function isHeldShortcut(e: KeyboardEvent): boolean {
  if (editable(e.target) || document.querySelector(`${TYPE_INTO}[data-pre]`)) return false;
  const k = (e.key || "").toLowerCase();
  const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
  return (k === "k" && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) || (e.key === "/" && plain);
}

/** Keys typed while the held action opens a field (search): kept for it. Returns true when the key was taken. */
export function keepTyped(held: Held, e: KeyboardEvent): boolean {
  const opensField = held.key || held.el?.closest(TYPE_INTO);
  const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
  if (!opensField || !plain || editable(e.target)) return false;
  const k = (e.key || "").toLowerCase();
  if (k.length !== 1 && k !== "backspace") return false;
  e.preventDefault();
  held.typed = k === "backspace" ? held.typed.slice(0, -1) : held.typed + e.key;
  return true;
}

/** The typed keys go into the text field that has focus once the held action is done. */
function deliver(typed: string): boolean {
  const field = document.activeElement as HTMLInputElement | null;
  if (field?.tagName !== "INPUT") return false;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, field.value + typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  return true;
}

/** Sends the held action again to the live app; `done` runs once the typed keys found their field (or 3 s passed). */
export function replay(held: Held, done: () => void) {
  const el = held.el?.isConnected ? held.el : held.path ? document.querySelector(held.path) : null;
  if (el) el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window, clientX: held.x, clientY: held.y }));
  if (held.key) {
    const init: KeyboardEventInit = { bubbles: true, cancelable: true, ...held.key };
    (document.activeElement || document.body).dispatchEvent(new KeyboardEvent("keydown", init));
  }
  let waited = 0;
  const settle = () => {
    if (held.typed && !deliver(held.typed) && (waited += 50) < 3000) return void setTimeout(settle, 50);
    done();
  };
  settle();
}
