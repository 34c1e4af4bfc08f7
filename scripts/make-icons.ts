/**
 * Draws the site's bitmap icons from public/assets/favicon.svg with headless Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium): /favicon.ico (16, 32 and 48 px PNGs in one ICO),
 * /apple-touch-icon.png (180 px, square and opaque: iOS rounds the corners itself) and the web
 * app manifest's 192 and 512 px icons. The outputs are committed; run this after changing the logo:
 * npx tsx scripts/make-icons.ts
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const publicDir = path.join(root, "public");
const svg = fs.readFileSync(path.join(publicDir, "assets/favicon.svg"), "utf8");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "icons-"));

/** A PNG of the logo at size × size; `square` drops the rounded corners. */
function png(size: number, square = false): Buffer {
  const art = square ? svg.replace(/ rx="[^"]*"/, "") : svg;
  const html = path.join(tmp, `${size}${square ? "s" : ""}.html`);
  const out = path.join(tmp, `${size}${square ? "s" : ""}.png`);
  fs.writeFileSync(
    html,
    `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${art}`,
  );
  execFileSync(
    chromium,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--hide-scrollbars",
      "--default-background-color=00000000",
      `--window-size=${size},${size}`,
      `--screenshot=${out}`,
      `file://${html}`,
    ],
    { stdio: "ignore" },
  );
  return fs.readFileSync(out);
}

/** An ICO file holding PNG images (Windows Vista and every browser read PNG entries). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

fs.writeFileSync(path.join(publicDir, "favicon.ico"), ico([16, 32, 48].map((size) => ({ size, data: png(size) }))));
fs.writeFileSync(path.join(publicDir, "apple-touch-icon.png"), png(180, true));
fs.writeFileSync(path.join(publicDir, "assets/icon-192.png"), png(192));
fs.writeFileSync(path.join(publicDir, "assets/icon-512.png"), png(512));
fs.rmSync(tmp, { recursive: true, force: true });
console.log("icons: favicon.ico, apple-touch-icon.png, assets/icon-192.png, assets/icon-512.png");
