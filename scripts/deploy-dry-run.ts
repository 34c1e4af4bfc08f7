// Bundles the worker exactly as `wrangler deploy` would, without uploading, and checks
// the bundle against its size budget and for esbuild's keep-names wrappers.
import { bundleSize, kib } from "./bench/bundle.ts";

const BUDGET = 3 * 1024 * 1024;
const { raw, gzip, named } = bundleSize();
console.log(`worker bundle: ${kib(raw)} raw, ${kib(gzip)} gzip (budget ${kib(BUDGET)} gzip)`);
if (gzip > BUDGET) {
  console.error("worker bundle is over its gzip budget");
  process.exit(1);
}
// Naming every closure as it is created cost a warm search query about 0.4 ms (ARCHITECTURE, round 12).
if (named > 0) {
  console.error(`worker bundle wraps ${named} functions to keep their names: keep_names = false in wrangler.toml`);
  process.exit(1);
}
