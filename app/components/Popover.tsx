import { useId, type ReactNode } from "react";
import { useDropdown } from "~/hooks/useDropdown";

export const POPUP_DELAY_MS = 100;

interface PopoverProps {
  /** Click only, or also the mouse pointer (touch always taps). */
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

/** A popover without an arrow: hover (after 0.1 s) or click opens it; Escape, a press outside or the button close it. */
export function Popover({ trigger = "hover", open: controlled, onOpenChange, title, label, button, children, className }: PopoverProps) {
  const { open, rootProps, triggerProps } = useDropdown({
    openDelay: POPUP_DELAY_MS,
    closeDelay: POPUP_DELAY_MS,
    open: controlled,
    onChange: onOpenChange,
  });
  const id = useId();
  const hover = trigger === "hover";
  return (
    <div
      className={`popover ${className ?? ""}`}
      {...rootProps}
      onPointerEnter={hover ? rootProps.onPointerEnter : undefined}
      onPointerLeave={hover ? rootProps.onPointerLeave : undefined}
    >
      <button type="button" className="popover-trigger" aria-label={label} aria-controls={id} {...triggerProps}>
        {button}
      </button>
      <div id={id} className="popover-panel" role="dialog" aria-label={label} hidden={!open}>
        {title && <div className="popover-title">{title}</div>}
        {children}
      </div>
    </div>
  );
}
