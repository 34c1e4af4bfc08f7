import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.ts";
import { writeIfChanged } from "./files.ts";

/** An SVG as a CSS url(): only the characters a data URI cannot hold as they are get escaped. */
export function svgUrl(d: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${d}'/></svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, (c) => encodeURIComponent(c))}")`;
}

/** One rule per icon of config/icons.json: `.icon-github { --icon: url(...) }`. */
export function iconsCss(icons: Record<string, string>): string {
  return Object.entries(icons)
    .map(([name, d]) => `.icon-${name}{--icon:${svgUrl(d)}}`)
    .join("\n");
}

export function writeIconsCss(generatedDir: string): void {
  const icons: Record<string, string> = JSON.parse(fs.readFileSync(path.join(ROOT, "app/shared/config/icons.json"), "utf8"));
  writeIfChanged(path.join(generatedDir, "icons.css"), `${iconsCss(icons)}\n`);
}
