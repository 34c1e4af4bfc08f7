import fs from "node:fs";
import path from "node:path";
import type { PageData } from "../../app/shared/content/types.ts";
import { ownImage } from "../../app/shared/content/social-image.ts";
import { cardInput, cardPath, type PlannedCard } from "./inputs.ts";
import { writeFile } from "./draw.ts";
import { drawInPool } from "./pool.ts";
import { sidebarGroups } from "../content/sidebar-groups.ts";
import { siteUrl as siteFilesUrl } from "../content/site-files/urls.ts";
import { cardVersion } from "./version.ts";

/** The card of every page that does not set its own image, by page id. */
export function planCards(manifest: PageData[], groups = sidebarGroups(), siteUrl = siteFilesUrl(), version = cardVersion()) {
  const plan = new Map<string, PlannedCard>();
  for (const page of manifest) {
    if (ownImage(page.frontmatter)) continue;
    const input = cardInput(page, groups.get(page.routePath), siteUrl);
    plan.set(page.id, { input, path: cardPath(input, version) });
  }
  return plan;
}

/**
 * Draws the cards not in the cache (.cache/cards/<name>.png, the name being the hash of the
 * inputs), copies every card to public/og/ and removes the cards of pages that are gone.
 */
export async function writeCards(cards: PlannedCard[], publicDir: string, cacheDir: string) {
  const ogDir = path.join(publicDir, "og");
  const todo = cards.filter((c) => !fs.existsSync(path.join(cacheDir, path.basename(c.path))));
  await drawInPool(todo, cacheDir);
  const keep = new Set(cards.map((c) => path.basename(c.path)));
  for (const card of cards) {
    // The name is the hash of what the card shows: a file already there is the same card.
    const name = path.basename(card.path);
    if (!fs.existsSync(path.join(ogDir, name))) writeFile(path.join(ogDir, name), fs.readFileSync(path.join(cacheDir, name)));
  }
  for (const dir of [ogDir, cacheDir])
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) if (!keep.has(name)) fs.rmSync(path.join(dir, name));
  return { drawn: todo.length, total: cards.length };
}
