import fs from "node:fs";
import path from "node:path";
import { sha } from "../content/files.ts";
import { packageVersions } from "./fonts.ts";
import { LOGO_FILE } from "./render.ts";

const CARD_DIR = path.dirname(new URL(import.meta.url).pathname);

/** Every file of scripts/cards, the logo and the renderer's and fonts' versions: a change to any redraws every card. */
export function cardVersion(): string {
  const files = fs
    .readdirSync(CARD_DIR)
    .filter((f) => f.endsWith(".ts"))
    .sort()
    .map((f) => `${f}\0${fs.readFileSync(path.join(CARD_DIR, f), "utf8")}`);
  return sha([...packageVersions(), fs.readFileSync(LOGO_FILE, "utf8"), ...files].join("\0")).slice(0, 16);
}
