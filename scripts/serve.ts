// Serves the built site with the real Workers runtime (workerd) through wrangler dev.
import { spawn } from "node:child_process";
import readline from "node:readline";
import type { Readable, Writable } from "node:stream";
import { PORT, wranglerEnv } from "./wrangler-env.ts";
import { applyLocalMigrations } from "./d1-migrate.ts";

const args = [
  "wrangler",
  "dev",
  "--port",
  PORT,
  "--ip",
  "127.0.0.1",
  "--log-level",
  process.env.SERVE_LOG_LEVEL ?? "warn",
  ...process.argv.slice(2),
];
applyLocalMigrations();
console.log(`Serving the site at http://localhost:${PORT}`);

// Under a test runner (output not a terminal), workerd's report of a write to a client that had
// already gone away (an aborted request) is dropped: it is not an error of the site.
const piped = !process.stdout.isTTY;
const gone = /disconnected: ::write\(fd, .*(Broken pipe|Connection reset by peer)/;
// Its own process group (npx, wrangler, esbuild and both workerd processes), so stopping this
// script stops all of them; stdin stays closed, as a background group must not read the terminal.
function launch() {
  const started = spawn("npx", args, {
    stdio: ["ignore", piped ? "pipe" : "inherit", piped ? "pipe" : "inherit"],
    env: wranglerEnv,
    detached: true,
  });
  if (piped) {
    const pipes: [Readable | null, Writable][] = [
      [started.stdout, process.stdout],
      [started.stderr, process.stderr],
    ];
    for (const [from, to] of pipes) {
      if (!from) continue;
      // The report goes on with blank lines and a native stack line; those go with it.
      let dropping = false;
      readline.createInterface({ input: from }).on("line", (line) => {
        dropping = gone.test(line) || (dropping && /^\s*(stack: .*)?$/.test(line));
        if (!dropping) to.write(`${line}\n`);
      });
    }
  }
  started.on("exit", (code) => {
    if (stopping) return;
    // wrangler 4.86's dev proxy now and then dies on a lost connection ("Error inside
    // ProxyWorker: Network connection lost"), taking the whole server down: it starts again,
    // saying so, at most RESTARTS times, so a server that keeps dying still ends the run.
    if (restarts >= RESTARTS) process.exit(code ?? 1);
    restarts++;
    console.error(`wrangler dev exited (code ${code}); starting it again (${restarts} of ${RESTARTS})`);
    // What is left of the group (a workerd holding the port) goes first.
    signalGroup("SIGKILL");
    setTimeout(() => {
      if (!stopping) child = launch();
    }, 500);
  });
  return started;
}

/** How many times a server that died is started again. */
const RESTARTS = 3;
let restarts = 0;
let stopping = false;
let child = launch();

/** Signals the whole group; a group already gone is fine. */
function signalGroup(signal: NodeJS.Signals | 0): boolean {
  // Spawned detached: its pid names the group (no pid: the spawn failed, and there is no group).
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "ESRCH")) throw error;
    return false;
  }
}

/** Asks the group to stop, gives it 5 s to do so, then kills what is left. */
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  signalGroup(signal);
  for (let i = 0; i < 50 && signalGroup(0); i++) await new Promise((r) => setTimeout(r, 100));
  signalGroup("SIGKILL");
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop(signal));
// However this script ends, the group does not outlive it.
process.on("exit", () => signalGroup("SIGKILL"));
