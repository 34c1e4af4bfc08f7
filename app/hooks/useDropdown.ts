import { useCallback, useEffect, useRef, useState } from "react";

export const DROPDOWN_CLOSE_DELAY = 150;

/**
 * Open/close state of a hover-and-click menu: opens on pointer enter or click,
 * closes 150 ms after the pointer leaves (so crossing a gap does not close it),
 * on Escape (focus returns to the trigger) and when focus leaves the menu.
 */
export function useDropdown(closeDelay: number = DROPDOWN_CLOSE_DELAY) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const trigger = useRef<HTMLButtonElement>(null);
  const cancelClose = () => clearTimeout(timer.current);
  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, []);
  useEffect(() => () => cancelClose(), []);
  return {
    open,
    close,
    trigger,
    rootProps: {
      onPointerEnter: (e: React.PointerEvent) => {
        if (e.pointerType !== "mouse") return;
        cancelClose();
        setOpen(true);
      },
      onPointerLeave: (e: React.PointerEvent) => {
        if (e.pointerType !== "mouse") return;
        cancelClose();
        timer.current = setTimeout(() => setOpen(false), closeDelay);
      },
      onKeyDown: (e: React.KeyboardEvent) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          close();
          trigger.current?.focus();
        }
      },
      onBlur: (e: React.FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      },
    },
    triggerProps: {
      ref: trigger,
      "aria-expanded": open,
      onClick: () => setOpen((o) => !o),
    },
  };
}
