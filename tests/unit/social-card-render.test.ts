import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { cardFonts } from "../../scripts/cards/fonts.ts";
import type { CardInput } from "../../scripts/cards/inputs.ts";
import { renderCard } from "../../scripts/cards/render.ts";

/** A known Chinese card; its stored reference was drawn by this code and looked at. */
const input: CardInput = {
  lang: "zh",
  title: "构建工具",
  section: "指南 · 开始",
  description: "基于 Rspack 的 Web 构建工具，开箱即用。",
  address: "v1.rsbuild.rs/zh/guide/start/",
};
const REFERENCE = path.resolve(__dirname, "../fixtures/cards/zh-reference.png");

/** A PNG's RGBA pixels, decoded by the renderer itself (an SVG that shows the PNG). */
function pixels(png: Buffer): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image width="1200" height="630" href="data:image/png;base64,${png.toString("base64")}"/></svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
}

/** The share of pixels that differ by more than a faint anti-aliasing step in any channel. */
function difference(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])) > 48) differing++;
  }
  return differing / (a.length / 4);
}

describe("social card rendering", () => {
  const reference = pixels(fs.readFileSync(REFERENCE));

  it("draws the Chinese title and description as in the reference image", async () => {
    const png = await renderCard(input, cardFonts(Object.values(input)));
    expect(difference(pixels(png), reference)).toBeLessThan(0.002);
  });

  it("tells a card without the Chinese font (blank glyphs) from the reference", async () => {
    // Inter only: the Chinese characters have no glyph.
    const png = await renderCard(input, cardFonts([]));
    expect(difference(pixels(png), reference)).toBeGreaterThan(0.01);
  });

  it("tells a card with another Chinese title from the reference", async () => {
    const other = { ...input, title: "插件系统" };
    const png = await renderCard(other, cardFonts(Object.values(other)));
    expect(difference(pixels(png), reference)).toBeGreaterThan(0.005);
  });
});
