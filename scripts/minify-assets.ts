// The last step of `npm run build`: the browser modules Remix wrote, minified once more (see assets/minify).
import { minifyAssets } from "./assets/minify.ts";

const dir = process.env.DEV_ASSETS_BUILD_DIR ?? "public/build";
const { files, gzipBefore, gzipAfter } = await minifyAssets(dir);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`minified ${files} browser modules: ${kb(gzipBefore)} → ${kb(gzipAfter)} gzip`);
