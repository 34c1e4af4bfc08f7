import fs from "node:fs";
import path from "node:path";
import { cardFonts } from "./fonts.ts";
import { renderCard } from "./render.ts";
import type { PlannedCard } from "./inputs.ts";

/** Writes through a temporary file, so an interrupted build leaves no half card under a final name. */
export function writeFile(file: string, bytes: Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.${process.pid}.tmp`, bytes);
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
}

/** Draws cards into the cache folder, with one font set for all of them (satori parses it once). */
export async function drawCards(cards: PlannedCard[], cacheDir: string): Promise<void> {
  if (!cards.length) return;
  const fonts = cardFonts(cards.flatMap((c) => Object.values(c.input)));
  for (const card of cards) writeFile(path.join(cacheDir, path.basename(card.path)), await renderCard(card.input, fonts));
}
