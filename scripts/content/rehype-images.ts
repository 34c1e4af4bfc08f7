import fs from "node:fs";
import path from "node:path";
import type { Root } from "hast";
import { visit } from "unist-util-visit";
import type { CompileInfo } from "./compile-types.ts";

/** Width and height of a local SVG (attributes or viewBox) or PNG (IHDR), or undefined. */
export function imageSize(file: string): { width: number; height: number } | undefined {
  if (!fs.existsSync(file)) return undefined;
  if (file.endsWith(".svg")) {
    const head = fs.readFileSync(file, "utf8").slice(0, 2000);
    const w = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(head);
    const h = /<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(head);
    if (w && h) return { width: Math.round(+w[1]), height: Math.round(+h[1]) };
    const box = /viewBox="[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)"/.exec(head);
    return box ? { width: Math.round(+box[1]), height: Math.round(+box[2]) } : undefined;
  }
  if (file.endsWith(".png")) {
    const buf = fs.readFileSync(file);
    return buf.length > 24 ? { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) } : undefined;
  }
  return undefined;
}

/**
 * Gives local images their intrinsic width and height so the browser reserves their
 * space before they load (no layout shift). A missing local image fails the build.
 */
export function rehypeImages(info: Pick<CompileInfo, "missingImages">, publicDir: string) {
  return () => (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "img" || typeof node.properties?.src !== "string" || !node.properties.src.startsWith("/")) return;
      const file = path.join(publicDir, node.properties.src.split("?")[0]);
      const size = imageSize(file);
      if (!size) {
        info.missingImages.push(node.properties.src);
        return;
      }
      node.properties.width ??= size.width;
      node.properties.height ??= size.height;
    });
  };
}
