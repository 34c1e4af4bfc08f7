import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { nextIndex } from "~/lib/page-menu";

/**
 * A menu button's behaviour: the button toggles the panel; Escape closes it and puts focus
 * back on the button; a tap or click outside, or focus leaving, closes it; arrow keys, Home
 * and End move between the items (ArrowDown on the button opens it at the first item).
 */
export function usePageMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) root.current?.querySelector<HTMLElement>("[data-menu-item]")?.focus();
    focusFirst.current = false;
    const outside = (e: PointerEvent) => !root.current?.contains(e.target as Node) && close(false);
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, close]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && open) {
      e.stopPropagation();
      close(true);
      return;
    }
    if (!open && e.key === "ArrowDown" && e.target === trigger.current) {
      e.preventDefault();
      focusFirst.current = true;
      setOpen(true);
      return;
    }
    const items = [...(root.current?.querySelectorAll<HTMLElement>("[data-menu-item]") ?? [])];
    const next = open ? nextIndex(e.key, items.indexOf(document.activeElement as HTMLElement), items.length) : undefined;
    if (next === undefined) return;
    e.preventDefault();
    items[next].focus();
  };
  const onBlur = (e: FocusEvent) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false);
  return { open, toggle: () => setOpen((o) => !o), close, root, trigger, onKeyDown, onBlur };
}
