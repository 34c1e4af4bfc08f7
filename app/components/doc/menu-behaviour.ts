// The page menu's behaviour, used by LiveMenu (loaded lazily in the browser, see page-menu-live.ts).
import generated from "~/generated/site-url.json";
import { copyMarkdown } from "~/lib/copy-markdown";
import { nextIndex } from "~/lib/menu-keys";
import { markdownUrls } from "~/lib/page-menu";

/** Copies the page's Markdown twin; resolves true once it is on the clipboard. */
export const copyPage = (routePath: string) => copyMarkdown(markdownUrls(routePath, generated.siteUrl).path);

interface MenuControl {
  isOpen(): boolean;
  setOpen(open: boolean, focusFirst?: boolean): void;
}

/**
 * The menu button's keyboard and pointer behaviour, as plain DOM listeners on the menu's root:
 * Escape closes and puts focus back on the button; a tap or click outside, or focus leaving,
 * closes; arrow keys, Home and End move between the items; ArrowDown on the closed button
 * opens it at the first item; a click on an assistant link or the close button closes (the
 * close button puts focus back on the button). Returns the cleanup.
 */
export function attachMenu(root: HTMLElement, menu: MenuControl): () => void {
  const trigger = () => root.querySelector<HTMLElement>("[aria-expanded]");
  // Items the layout hides (the close button outside phones) cannot take focus: skip them.
  const items = () => [...root.querySelectorAll<HTMLElement>("[data-menu-item]")].filter((el) => el.getClientRects().length > 0);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && menu.isOpen()) {
      e.stopPropagation();
      menu.setOpen(false);
      trigger()?.focus();
      return;
    }
    if (!menu.isOpen()) {
      if (e.key === "ArrowDown" && e.target === trigger()) {
        e.preventDefault();
        menu.setOpen(true, true);
      }
      return;
    }
    const list = items();
    const next = nextIndex(e.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (next === undefined) return;
    e.preventDefault();
    list[next].focus();
  };
  const onClick = (e: MouseEvent) => {
    const item = (e.target as Element).closest("a[target][data-menu-item], .page-menu-close");
    if (!item || !root.contains(item)) return;
    menu.setOpen(false);
    if (item.matches(".page-menu-close")) trigger()?.focus();
  };
  const onFocusOut = (e: FocusEvent) => !root.contains(e.relatedTarget as Node | null) && menu.setOpen(false);
  const onPointerDown = (e: PointerEvent) => menu.isOpen() && !root.contains(e.target as Node) && menu.setOpen(false);
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("click", onClick);
  root.addEventListener("focusout", onFocusOut);
  document.addEventListener("pointerdown", onPointerDown);
  return () => {
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("click", onClick);
    root.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("pointerdown", onPointerDown);
  };
}
