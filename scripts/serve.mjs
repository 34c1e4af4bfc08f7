// Serves the built site with the real Workers runtime (workerd) through wrangler dev.
import { spawn } from "node:child_process";
import { PORT, wranglerEnv } from "./wrangler-env.mjs";

const args = ["wrangler", "dev", "--port", PORT, "--ip", "127.0.0.1", "--log-level", "warn", ...process.argv.slice(2)];
console.log(`Serving the site at http://localhost:${PORT}`);
const child = spawn("npx", args, { stdio: "inherit", env: wranglerEnv });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
