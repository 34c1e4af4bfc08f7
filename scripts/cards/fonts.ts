import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** A font as satori takes it. */
export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: "normal";
}

const require = createRequire(import.meta.url);
const dirOf = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));
const WEIGHTS = [400, 700] as const;

/** The font packages and the renderer, with their versions: an input of every card's hash. */
export const CARD_PACKAGES = ["satori", "@resvg/resvg-js", "@fontsource/inter", "@fontsource/noto-sans-sc"];
export const packageVersions = (): string[] =>
  CARD_PACKAGES.map((p) => `${p}@${JSON.parse(fs.readFileSync(path.join(dirOf(p), "package.json"), "utf8")).version}`);

type Range = [number, number];

/** Noto Sans SC comes in ~100 slices per weight by Unicode range (its unicode.json): only the slices a text needs are read. */
function notoSlices(): { id: string; ranges: Range[] }[] {
  const table: Record<string, string> = JSON.parse(fs.readFileSync(path.join(dirOf("@fontsource/noto-sans-sc"), "unicode.json"), "utf8"));
  return Object.entries(table).map(([key, value]) => ({
    id: key.replace(/[[\]]/g, ""),
    ranges: value.split(",").map((part) => {
      const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
      return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)] as Range;
    }),
  }));
}

/** The ids of the Noto Sans SC slices that hold the characters of `texts` beyond ASCII (Inter draws ASCII). */
export function slicesFor(texts: Iterable<string>): string[] {
  const points = new Set<number>();
  for (const text of texts) for (const ch of text) if (ch.codePointAt(0)! > 0x7e) points.add(ch.codePointAt(0)!);
  return notoSlices()
    .filter((s) => [...points].some((cp) => s.ranges.some(([a, b]) => cp >= a && cp <= b)))
    .map((s) => s.id);
}

/**
 * Inter for Latin, then the Noto Sans SC slices the texts need, each under its own name: satori
 * keeps one font per name and weight and falls back across names for a missing glyph.
 */
export function cardFonts(texts: Iterable<string>): CardFont[] {
  const inter = dirOf("@fontsource/inter");
  const noto = dirOf("@fontsource/noto-sans-sc");
  const fonts: CardFont[] = [];
  for (const weight of WEIGHTS) {
    for (const subset of ["latin", "latin-ext"])
      fonts.push({
        name: "Inter",
        weight,
        style: "normal",
        data: fs.readFileSync(path.join(inter, `files/inter-${subset}-${weight}-normal.woff`)),
      });
  }
  for (const id of slicesFor(texts)) {
    for (const weight of WEIGHTS)
      fonts.push({
        name: `NotoSC-${id}`,
        weight,
        style: "normal",
        data: fs.readFileSync(path.join(noto, `files/noto-sans-sc-${id}-${weight}-normal.woff`)),
      });
  }
  return fonts;
}
