// Bundles the worker exactly as `wrangler deploy` would, without uploading, and checks
// the bundle against its size budget.
import { bundleSize, kib } from "./bench/bundle.ts";

const BUDGET = 3 * 1024 * 1024;
const { raw, gzip } = bundleSize();
console.log(`worker bundle: ${kib(raw)} raw, ${kib(gzip)} gzip (budget ${kib(BUDGET)} gzip)`);
if (gzip > BUDGET) {
  console.error("worker bundle is over its gzip budget");
  process.exit(1);
}
