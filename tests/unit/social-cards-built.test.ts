import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ContentManifest } from "../../app/shared/content/types.ts";

// Over the last build's outputs (npm test builds first): the manifest, the sitemap and public/og/.
const ROOT = path.resolve(__dirname, "../..");
const manifest: ContentManifest = JSON.parse(fs.readFileSync(path.join(ROOT, "app/generated/manifest.json"), "utf8"));
const sitemap = fs.readFileSync(path.join(ROOT, "public/sitemap.xml"), "utf8");
const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(new URL(m[1]).pathname));

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("built social cards", () => {
  it("every sitemap page has its own 1200×630 PNG card of at most 80 KB", () => {
    expect(locs.length).toBeGreaterThan(300);
    const byRoute = new Map(manifest.pages.map((p) => [p.routePath, p]));
    const digests = new Set<string>();
    for (const route of locs) {
      const card = byRoute.get(route)?.card;
      expect(card, route).toMatch(/^\/og\/[0-9a-f]{16}\.png$/);
      const bytes = fs.readFileSync(path.join(ROOT, "public", card as string));
      expect(pngSize(bytes), route).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, route).toBeLessThanOrEqual(80 * 1024);
      digests.add(createHash("sha256").update(bytes).digest("hex"));
    }
    expect(digests.size).toBe(locs.length);
  });

  it("public/og holds only the cards the manifest names (a deleted page's card is pruned)", () => {
    const named = new Set(manifest.pages.flatMap((p) => (p.card ? [path.basename(p.card)] : [])));
    expect(new Set(fs.readdirSync(path.join(ROOT, "public/og")))).toEqual(named);
  });
});
