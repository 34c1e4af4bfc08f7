// Chooses the Lighthouse sweep's pages by measuring every sitemap page of the built worker
// (server HTML size, element count, code blocks) and writes them to
// scripts/quality/sweep-pages.json. Run after `npm run build` when content changes a lot;
// `npm run lighthouse` reads the file and does not measure.
import fs from "node:fs";
import manifest from "../app/generated/manifest.json" with { type: "json" };
import { startServer } from "./bench/server.ts";
import { browserLang } from "./quality/lighthouse-cli.ts";
import { type PageWeight, selectSweep, weighHtml } from "./quality/sweep.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8790);
const OUT = new URL("./quality/sweep-pages.json", import.meta.url);
// The budget pages and a release note (its own kind of content: a dated announcement).
const FIXED = [
  "/guide/start/quick-start",
  "/config/server/port",
  "/zh/guide/start/",
  "/community/releases/v1-0",
  "/zh/community/releases/v1-0",
];

const sitemap = fs.readFileSync(new URL("../public/sitemap.xml", import.meta.url), "utf8");
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const layoutOf = new Map(
  manifest.pages.map((p) => [p.routePath, p.pageType === "home" ? "home" : "overview" in p.frontmatter ? "overview" : "doc"]),
);

const server = await startServer(PORT);
const weights: PageWeight[] = [];
try {
  for (const path of paths) {
    const res = await fetch(server.base + path, { headers: { "accept-language": browserLang(server.base + path) } });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    const lang = path.startsWith("/zh/") ? "zh" : "en";
    weights.push({ path, lang, layout: layoutOf.get(path) ?? "doc", ...weighHtml(await res.text()) });
  }
} finally {
  server.stop();
}
const pages = selectSweep(weights, FIXED);
fs.writeFileSync(OUT, `${JSON.stringify(pages, null, 2)}\n`);
console.log(`measured ${weights.length} pages; the sweep has ${pages.length}:`);
for (const p of pages) console.log(`  ${p.path.padEnd(44)} ${p.why}`);
