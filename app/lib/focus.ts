const FOCUSABLE = "a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex='-1'])";

/** The elements Tab can reach inside `root`, in document order; hidden ones are skipped. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** The element Tab (or Shift+Tab) must move to so focus stays inside `root`; undefined when the browser's own move stays inside. */
export function wrapFocus(root: HTMLElement, active: Element | null, back: boolean): HTMLElement | undefined {
  const list = focusables(root);
  if (list.length === 0) return undefined;
  const first = list[0];
  const last = list[list.length - 1];
  if (!active || active === root || !root.contains(active)) return back ? last : first;
  if (back && active === first) return last;
  if (!back && active === last) return first;
  return undefined;
}
