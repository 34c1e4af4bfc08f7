// Prints the site's speed and size figures. Run after `npm run build`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bundleSize, kib } from "./bench/bundle.mjs";
import { writeCorpus } from "./bench/corpus.mjs";
import { startServer, timeRequests } from "./bench/server.mjs";
import { buildContent } from "./content/build.mjs";

const ms = (n) => `${n.toFixed(1)} ms`;
const quiet = () => {};

async function contentBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-content-"));
  writeCorpus(dir);
  const dirs = { content: path.join(dir, "content"), cache: path.join(dir, "cache"), generated: path.join(dir, "generated"), publicPages: path.join(dir, "public/pages") };
  const full = await buildContent({ log: quiet, dirs });
  fs.appendFileSync(path.join(dirs.content, "en/section-3/page-3.mdx"), "\nOne more sentence.\n");
  const incremental = await buildContent({ log: quiet, dirs });
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`content build, generated corpus of ${full.pages} pages: full ${full.ms} ms; incremental (1 page changed, ${incremental.compiled} compiled): ${incremental.ms} ms`);
}

async function render() {
  const manifest = JSON.parse(fs.readFileSync("app/generated/manifest.json", "utf8"));
  const docs = manifest.pages.filter((p) => p.pageType === "doc").slice(0, 20).map((p) => p.routePath);
  const server = await startServer(8790);
  try {
    await timeRequests(server.base, docs, 1, false);
    const miss = await timeRequests(server.base, docs, Math.max(1, Math.ceil(200 / docs.length)), true);
    const hit = await timeRequests(server.base, docs, Math.max(1, Math.ceil(200 / docs.length)), false);
    console.log(`server render per doc page (edge cache miss, ${miss.count} requests over ${docs.length} pages): median ${ms(miss.median)}, p95 ${ms(miss.p95)}`);
    console.log(`edge cache hit: median ${ms(hit.median)}, p95 ${ms(hit.p95)}`);
  } finally {
    server.stop();
  }
}

const { raw, gzip } = bundleSize({ quiet: true });
const pages = JSON.parse(fs.readFileSync("app/generated/manifest.json", "utf8")).pages.length;
console.log(`worker bundle (${pages} pages of real content): ${kib(raw)} raw, ${kib(gzip)} gzip (budget 3072 KiB gzip)`);
await contentBuild();
await render();
