import { localeConfig } from "~/shared/config/site";
import { NavBarMenuGroup } from "./NavBarMenuGroup";
import { NavBarMenuLink } from "./NavBarMenuLink";
import { useLang } from "~/hooks/useLang";

/** The configured nav items on one side of the bar (items default to the right). */
export function NavBarMenu({ position }: { position: "left" | "right" }) {
  const lang = useLang();
  const items = localeConfig(lang).nav.filter((item) => (item.position ?? "right") === position);
  if (items.length === 0) return null;
  return (
    <ul className={`navbar-menu navbar-menu-${position}`}>
      {items.map((item) => (
        <li key={item.text}>{item.items ? <NavBarMenuGroup item={item} /> : <NavBarMenuLink item={item} />}</li>
      ))}
    </ul>
  );
}
