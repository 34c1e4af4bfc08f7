// Prints the site's speed and size figures. Run after `npm run build`.
import { bundleSize, kib } from "./bench/bundle.ts";
import { contentBuild } from "./bench/content-build.ts";
import { devLoop } from "./bench/dev.ts";
import { firstVisit } from "./bench/first-visit.ts";
import { loadTest } from "./bench/load-report.ts";
import { mcpReport } from "./bench/mcp.ts";
import { pageCount } from "./bench/manifest.ts";
import { render } from "./bench/render.ts";
import { searchReport } from "./bench/search-report.ts";
import { skewReport } from "./bench/skew.ts";
import { langPrerenderReport } from "./bench/lang-prerender.ts";
import { tapReport } from "./bench/taps.ts";

// BENCH_PORT lets two checkouts bench side by side. The search figures also use the next two
// ports (fresh isolates), the load test the third and fourth, the dev loop the fifth.
const PORT = Number(process.env.BENCH_PORT ?? 8790);

// `--only=search` runs just the search figures (about two minutes); `--only=mcp` the MCP tools'
// latency; `--only=dev` the authoring loop.
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
// `npm run dev` in a copy of the project, on its own port (DEV_BENCH_PORT).
const devBench = () => devLoop({ port: Number(process.env.DEV_BENCH_PORT ?? PORT + 5) });
if (only === "dev") {
  await devBench();
  process.exit(0);
}
// `--only=skew`: an open tab's first click after a deploy (builds a second site, about a minute).
if (only === "skew") {
  await skewReport(PORT);
  process.exit(0);
}
// `--only=taps`: tap → visible answer on a phone profile, per control and page (BENCH_TAP_RUNS loads each).
if (only === "taps") {
  await tapReport(PORT);
  process.exit(0);
}
// `--only=prerender`: the phone menu's language link with Chromium's prerendering on (through Puppeteer).
if (only === "prerender") {
  await langPrerenderReport(PORT);
  process.exit(0);
}
const { raw, gzip } = bundleSize({ quiet: true });
console.log(`worker bundle (${pageCount()} pages of real content): ${kib(raw)} raw, ${kib(gzip)} gzip (budget 3072 KiB gzip)`);
if (only === "search") {
  await searchReport(PORT);
} else if (only === "mcp") {
  await mcpReport(PORT);
} else {
  await contentBuild();
  await render(PORT);
  await firstVisit(PORT);
  await searchReport(PORT);
  await mcpReport(PORT);
  if (!process.argv.includes("--no-load")) await loadTest(PORT + 3);
  await skewReport(PORT);
  await tapReport(PORT);
  await langPrerenderReport(PORT);
  await devBench();
}
