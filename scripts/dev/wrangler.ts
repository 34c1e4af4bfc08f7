// The app server `remix dev` starts (its -c command): wrangler dev, restarted should it ever
// exit on its own, so one failure cannot end the authoring loop. Its output passes through,
// including the worker's "[REMIX DEV] … ready" line that remix dev waits for after a rebuild.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "../content/paths.ts";
import { PORT, wranglerEnv } from "../wrangler-env.ts";
import { applyLocalMigrations } from "../d1-migrate.ts";

const bin = path.join(ROOT, "node_modules/.bin/wrangler");
const args = [
  "dev",
  "--port",
  PORT,
  "--ip",
  "127.0.0.1",
  "--var",
  `DEV_CONTENT_URL:${process.env.DEV_CONTENT_URL}`,
  ...process.argv.slice(2),
];
applyLocalMigrations(ROOT);
let child: ChildProcess | undefined;
let stopping = false;
let restarts = 0;

function start() {
  child = spawn(bin, args, { stdio: "inherit", env: wranglerEnv });
  child.on("exit", (code, signal) => {
    if (stopping) return process.exit(code ?? 0);
    restarts++;
    console.error(`dev: wrangler exited (${signal ?? code}); restarting it (${restarts})`);
    setTimeout(start, Math.min(5000, 250 * restarts));
  });
}

// The dev server writes the startup build's files under public/ while Remix builds; wait for them.
while (
  !(await fetch(`${process.env.DEV_CONTENT_URL}/ready`).then(
    (r) => r.ok,
    () => false,
  ))
)
  await new Promise((r) => setTimeout(r, 200));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    child?.kill(signal);
  });
}
start();
