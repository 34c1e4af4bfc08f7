import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { ROOT } from "../content/paths.ts";
import type { CardFont } from "./fonts.ts";
import type { CardInput } from "./inputs.ts";
import { CARD_HEIGHT, CARD_WIDTH, cardLayout } from "./layout.ts";

/** The site icon, drawn at the card's top left. */
export const LOGO_FILE = path.join(ROOT, "public/assets/favicon.svg");
const logo = () => `data:image/svg+xml;base64,${fs.readFileSync(LOGO_FILE).toString("base64")}`;

/**
 * Draws one card: satori lays it out into an SVG (text as glyph outlines), resvg rasterises it.
 * `fonts` should be the same array for every card of a run: satori parses each array once.
 */
export async function renderCard(input: CardInput, fonts: CardFont[]): Promise<Buffer> {
  // satori types its input as a React node; the layout is that shape without React.
  const svg = await satori(cardLayout(input, logo()) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  });
  // No system fonts: the text is already outlines, and scanning the machine's fonts costs ~30 ms a card.
  return new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "original" } }).render().asPng();
}
