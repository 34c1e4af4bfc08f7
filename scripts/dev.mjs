// Authoring loop: content edits are recompiled (only the changed page) into app/generated,
// `remix dev` rebuilds the worker on every change there or in app/, and wrangler dev
// reloads the worker and the open browser tab (--live-reload).
import { spawn } from "node:child_process";
import fs from "node:fs";
import { buildContent } from "./content/build.mjs";
import { dirs } from "./content/paths.mjs";
import { PORT, wranglerEnv } from "./wrangler-env.mjs";

await buildContent({ linkCheck: "warn" });

let running = Promise.resolve();
let timer;
fs.watch(dirs.content, { recursive: true }, (_event, file) => {
  if (!String(file).endsWith(".mdx")) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    running = running.then(() => buildContent({ linkCheck: "warn" }).catch((error) => console.error(error.message)));
  }, 100);
});

const wrangler = `npx wrangler dev --port ${PORT} --ip 127.0.0.1 --live-reload`;
const remix = spawn("npx", ["remix", "dev", "--manual", "-c", wrangler], { stdio: "inherit", env: { ...wranglerEnv, NODE_ENV: "development" } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => remix.kill(signal));
remix.on("exit", (code) => process.exit(code ?? 0));
