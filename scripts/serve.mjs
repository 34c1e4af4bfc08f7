// Serves the built site with the real Workers runtime (workerd) through wrangler dev.
import { spawn } from "node:child_process";
import readline from "node:readline";
import { PORT, wranglerEnv } from "./wrangler-env.mjs";

const args = ["wrangler", "dev", "--port", PORT, "--ip", "127.0.0.1", "--log-level", process.env.SERVE_LOG_LEVEL ?? "warn", ...process.argv.slice(2)];
console.log(`Serving the site at http://localhost:${PORT}`);

// Under a test runner (output not a terminal), workerd's report of a write to a client that had
// already gone away (an aborted request) is dropped: it is not an error of the site.
const piped = !process.stdout.isTTY;
const gone = /disconnected: ::write\(fd, .*(Broken pipe|Connection reset by peer)/;
const child = spawn("npx", args, { stdio: piped ? ["inherit", "pipe", "pipe"] : "inherit", env: wranglerEnv });
if (piped) {
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    // The report goes on with blank lines and a native stack line; those go with it.
    let dropping = false;
    readline.createInterface({ input: from }).on("line", (line) => {
      dropping = gone.test(line) || (dropping && /^\s*(stack: .*)?$/.test(line));
      if (!dropping) to.write(`${line}\n`);
    });
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
