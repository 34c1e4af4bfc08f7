import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { wranglerEnv } from "../wrangler-env.ts";
import { applyLocalMigrations } from "../d1-migrate.ts";
import { getOnOwnConnection } from "./own-connection.ts";

/** Work left for the bench's exit (state folders, process groups): one exit listener for every server. */
const atExit = new Set<() => void>();
process.once("exit", () => {
  for (const task of atExit) task();
});

/** A running wrangler dev: its origin, and how to end it (`stopped` resolves once its processes are gone). */
export interface Server {
  base: string;
  stop: () => void;
  stopped: Promise<void>;
  /** Its wrangler state folder (the local D1 among it), removed when it stops. */
  state: string;
}

/**
 * Starts the built worker in wrangler dev on a port and resolves once it answers (its output
 * collected in `log` when given). Its state
 * (the edge cache) lives in a fresh folder: wrangler dev otherwise keeps the cache between
 * runs, and a second bench of the same build would time hits as misses.
 */
export async function startServer(port: number, site = process.cwd(), log?: string[]): Promise<Server> {
  // A server left on the port (an earlier run's, still shutting down) would answer the readiness
  // check below, and the run would go on against it. An earlier run's is gone within `stop`'s
  // 5 s (on a loaded machine its workerd outlived wrangler's exit and failed the next start).
  for (let i = 0; await listening(port); i++) {
    if (i === 20) throw new Error(`port ${port} is taken: stop what listens there, or set BENCH_PORT`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const state = fs.mkdtempSync(path.join(os.tmpdir(), "bench-wrangler-"));
  applyLocalMigrations(site, state);
  const args = ["wrangler", "dev", "--port", String(port), "--ip", "127.0.0.1", "--log-level", "error", "--persist-to", state];
  // `log`: what wrangler and the worker print (errors only, at this log level), for a test to read.
  const child = spawn("npx", args, { cwd: site, env: wranglerEnv, stdio: log ? ["ignore", "pipe", "pipe"] : "ignore", detached: true });
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => log?.push(String(chunk)));
  const removeState = () => {
    atExit.delete(removeState);
    fs.rmSync(state, { recursive: true, force: true });
  };
  child.once("exit", removeState);
  atExit.add(removeState);
  const base = `http://127.0.0.1:${port}`;
  const stopped = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${base}/`);
      // Read to the end: an unread body keeps its connection busy for as long as it lives.
      await res.arrayBuffer();
      if (res.ok) return { base, stop: () => stop(child), stopped, state };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  stop(child);
  throw new Error("wrangler dev did not start");
}

/** Whether something accepts connections on the port. */
function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** Ends wrangler dev's process group (wrangler, esbuild, both workerd); what ignores SIGTERM for 5 s is killed. */
function stop(child: ChildProcess) {
  // A spawn that failed has no pid and nothing to end; otherwise (detached) the pid is the group's id.
  if (child.pid === undefined) return;
  const group = -child.pid;
  try {
    process.kill(group, "SIGTERM");
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "ESRCH")) throw error;
    console.error("wrangler dev had already exited");
    return;
  }
  const kill = () => {
    try {
      process.kill(group, "SIGKILL");
    } catch {}
  };
  setTimeout(kill, 5000).unref();
  atExit.add(kill);
  child.once("exit", () => atExit.delete(kill));
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times sequential GETs and counts the worker's X-Cache answers (HIT or MISS). */
export async function timeRequests(base: string, paths: string[], rounds: number) {
  const times: number[] = [];
  const cache = { HIT: 0, MISS: 0 };
  for (let r = 0; r < rounds; r++) {
    for (const p of paths) {
      const start = performance.now();
      const res = await fetch(`${base}${p}`, { headers: { cookie: "rsbuild-visited=1" } });
      await res.arrayBuffer();
      times.push(performance.now() - start);
      const state = res.headers.get("x-cache");
      if (state === "HIT" || state === "MISS") cache[state]++;
    }
  }
  return { median: percentile(times, 50), p95: percentile(times, 95), count: times.length, cache };
}

/**
 * What a worker that failed a request still answers, each on a connection of its own: tells a
 * hung runtime from a stalled connection.
 */
export async function probe(url: string): Promise<string> {
  const targets = [...new Set([new URL("/", url).href, url])];
  const lines = [];
  for (const target of targets) {
    const answer = await getOnOwnConnection(target, {}, 10_000).then(
      ({ status, ms }) => `${status} in ${Math.round(ms)} ms`,
      (error: unknown) => `no answer (${error instanceof Error ? error.message : String(error)})`,
    );
    lines.push(`a new connection to ${target} got ${answer}`);
  }
  return lines.join("; ");
}
