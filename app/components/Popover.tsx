import { useEffect, useId, useRef, useState, type ReactNode } from "react";

export const POPUP_DELAY_MS = 100;

interface PopoverProps {
  trigger?: "hover" | "click";
  /** Controlled open state; uncontrolled when omitted. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: ReactNode;
  label: string;
  button: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A popover without an arrow: hover or click opens it (after 0.1 s on hover), Escape closes it. */
export function Popover({ trigger = "hover", open: controlled, onOpenChange, title, label, button, children, className }: PopoverProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), POPUP_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const hover = trigger === "hover";
  return (
    <div
      className={`popover ${className ?? ""}`}
      onPointerEnter={hover ? (e) => e.pointerType === "mouse" && later(true) : undefined}
      onPointerLeave={hover ? (e) => e.pointerType === "mouse" && later(false) : undefined}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <button ref={buttonRef} type="button" className="popover-trigger" aria-label={label} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {button}
      </button>
      <div id={id} className="popover-panel" role="dialog" aria-label={label} hidden={!open}>
        {title && <div className="popover-title">{title}</div>}
        {children}
      </div>
    </div>
  );
}

/** A small text bubble shown on hover or focus, at most 250 px wide. */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const id = useId();
  return (
    <span className="tooltip" aria-describedby={id}>
      {children}
      <span id={id} role="tooltip" className="tooltip-content">{content}</span>
    </span>
  );
}
