import { useEffect, useRef, useState } from "react";
import { useOverlay } from "./useOverlay";

export const DROPDOWN_CLOSE_DELAY = 150;

interface DropdownOptions {
  openDelay?: number;
  closeDelay?: number;
  /** Controlled open state; the hook's own when omitted. */
  open?: boolean;
  onChange?: (open: boolean) => void;
}

const isMouse = (e: React.PointerEvent) => e.pointerType === "mouse";

/**
 * Open/close state of a hover-and-click menu. The pointer opens it (after `openDelay`) and
 * closes it `closeDelay` after leaving, so crossing a gap does not close it. A click on the
 * trigger of a menu the pointer opened keeps it open; otherwise a click toggles. Escape, a
 * press outside and focus leaving close it (useOverlay returns focus to the trigger).
 */
export function useDropdown({ openDelay = 0, closeDelay = DROPDOWN_CLOSE_DELAY, open: controlled, onChange }: DropdownOptions = {}) {
  const [uncontrolled, setOpen] = useState(false);
  const open = controlled ?? uncontrolled;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const byHover = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const set = (next: boolean) => {
    // A pending hover change must not undo a click or an Escape.
    clearTimeout(timer.current);
    setOpen(next);
    onChange?.(next);
  };
  const close = () => set(false);
  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      byHover.current = next;
      set(next);
    }, delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useOverlay(open, close, root, trigger);
  return {
    open,
    close,
    trigger,
    rootProps: {
      ref: root,
      onPointerEnter: (e: React.PointerEvent) => isMouse(e) && (open ? clearTimeout(timer.current) : later(true, openDelay)),
      onPointerLeave: (e: React.PointerEvent) => isMouse(e) && later(false, closeDelay),
      onBlur: (e: React.FocusEvent) => !e.currentTarget.contains(e.relatedTarget as Node | null) && close(),
    },
    triggerProps: {
      ref: trigger,
      "aria-expanded": open,
      onClick: () => {
        const keep = open && byHover.current;
        byHover.current = false;
        set(keep || !open);
      },
    },
  };
}
