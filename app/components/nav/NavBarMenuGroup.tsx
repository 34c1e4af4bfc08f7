import { useId } from "react";
import type { NavItem } from "~/shared/config/types";
import { Icon } from "~/components/icons";
import { useDropdown } from "~/hooks/useDropdown";
import { NavBarMenuLink } from "./NavBarMenuLink";

/** A dropdown group of nav links. */
export function NavBarMenuGroup({ item }: { item: NavItem }) {
  const { open, close, rootProps, triggerProps } = useDropdown();
  const id = useId();
  return (
    <div className={`dropdown${open ? " open" : ""}`} {...rootProps}>
      <button
        type="button"
        className="navbar-link dropdown-trigger"
        aria-haspopup="true"
        aria-controls={id}
        data-pre="popup"
        {...triggerProps}
      >
        {item.text} <Icon name="chevron" size={16} />
      </button>
      <ul id={id} className="dropdown-menu" hidden={!open}>
        {item.items?.map((child) => (
          <li key={child.text}>
            <NavBarMenuLink item={child} onNavigate={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}
