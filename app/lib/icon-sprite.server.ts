import { iconSymbolId } from "~/shared/config/icon-id";
import icons from "~/shared/config/icons.json";

/**
 * Every icon of config/icons.json as a <symbol>, written once per document. An icon is a <use>
 * of its symbol: the shapes cost the page's JavaScript nothing, and the first layout on a phone
 * makes no SVG document per icon (CSS data-URI masks did: about 15 ms of style on a doc page).
 */
export function iconSymbols(shapes: Record<string, string>): string {
  return Object.entries(shapes)
    .map(([name, d]) => `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
    .join("");
}

export const iconSprite = iconSymbols(icons);
