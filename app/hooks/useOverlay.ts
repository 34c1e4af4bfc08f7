import { useRef, type RefObject } from "react";
import { focusables, wrapFocus } from "~/lib/focus";
import { useCommitEffect } from "./useCommitEffect";

export interface OverlayOptions {
  /** Focus moves inside on open and Tab cycles there (a modal dialog or drawer). */
  modal?: boolean;
  /** While open, the overlay closes when this media query stops matching. */
  media?: string;
}

/**
 * What every overlay does while open: Escape and a press outside it (and outside its
 * trigger, which toggles it) close it; a modal one takes focus and keeps Tab inside.
 * On close, focus returns to the trigger.
 */
export function useOverlay(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement>,
  trigger: RefObject<HTMLElement>,
  { modal, media }: OverlayOptions = {},
) {
  const onClose = useRef(close);
  onClose.current = close;
  // Listeners must be in place the moment an overlay shows, so an early Escape is not lost.
  useCommitEffect(() => {
    if (!open) return;
    const inside = (node: EventTarget | null) => [root.current, trigger.current].some((el) => el?.contains(node as Node | null));
    let hadFocus = inside(document.activeElement);
    const onFocus = (e: FocusEvent) => (hadFocus = inside(e.target));
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose.current();
      // Focus held by something opened on top (the search modal) is that one's business.
      else if (
        e.key === "Tab" &&
        modal &&
        root.current &&
        (document.activeElement === document.body || root.current.contains(document.activeElement))
      ) {
        const next = wrapFocus(root.current, document.activeElement, e.shiftKey);
        if (next) {
          e.preventDefault();
          next.focus();
        }
      }
    };
    const onPointer = (e: PointerEvent) => !inside(e.target) && onClose.current();
    const query = media ? window.matchMedia(media) : undefined;
    const onMedia = () => !query?.matches && onClose.current();
    if (modal && root.current) (focusables(root.current)[0] ?? root.current).focus();
    document.addEventListener("focusin", onFocus);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    query?.addEventListener("change", onMedia);
    return () => {
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      query?.removeEventListener("change", onMedia);
      // Focus inside goes back to the trigger. Focus the closing removed from the page, or the
      // press outside that closed it, dropped to the body: it goes back once settled (unless it
      // moved on, e.g. by Tab).
      const held = root.current?.contains(document.activeElement);
      if (held) trigger.current?.focus();
      if (held || modal || hadFocus) requestAnimationFrame(() => document.activeElement === document.body && trigger.current?.focus());
    };
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
}
