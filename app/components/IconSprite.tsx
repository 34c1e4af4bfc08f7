import { iconSprite } from "~/lib/icon-sprite.server";

const SPRITE_ID = "icon-sprite";

// In the browser the .server import is empty: the symbols are read back once from the server's
// markup, so a client render of the whole document (an error boundary's) draws the same icons.
const symbols = iconSprite ?? (typeof document === "undefined" ? "" : (document.getElementById(SPRITE_ID)?.innerHTML ?? ""));

/** The icons' shapes, once per document, for every <Icon> to use. */
export function IconSprite() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own icon shapes (config/icons.json), written at build time.
  return <svg id={SPRITE_ID} className="icon-sprite" aria-hidden="true" dangerouslySetInnerHTML={{ __html: symbols }} />;
}
