import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../content/paths.ts";

/**
 * A throwaway copy of the project for the dev-loop test and bench: the site (app, functions,
 * scripts, public) in <tmp>/site and the pages in <tmp>/content (CONTENT_DIR), so saves,
 * sidebar and style edits and the dev builds never touch this checkout. The page cache is
 * copied too, so the first build compiles only what depends on paths.
 */
const SITE = [
  "app",
  "functions",
  "scripts",
  "public",
  "package.json",
  "remix.config.js",
  "remix.env.d.ts",
  "tsconfig.json",
  "wrangler.toml",
];
const GENERATED = ["app/generated", "public/build", "public/pages", "public/search"].map((p) => path.join(ROOT, p));

export interface Sandbox {
  dir: string;
  site: string;
  content: string;
  remove(): void;
}

export interface Dev {
  url: string;
  output(): string;
  stop(): Promise<void>;
  startMs: number;
}

export function makeSandbox(): Sandbox {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rsbuild-dev-"));
  const site = path.join(dir, "site");
  const content = path.join(dir, "content");
  for (const entry of SITE) {
    fs.cpSync(path.join(ROOT, entry), path.join(site, entry), { recursive: true, filter: (src) => !GENERATED.includes(src) });
  }
  fs.cpSync(path.join(ROOT, "content"), content, { recursive: true });
  if (fs.existsSync(path.join(ROOT, ".cache/content")))
    fs.cpSync(path.join(ROOT, ".cache/content"), path.join(site, ".cache/content"), { recursive: true });
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, "node_modules")), path.join(site, "node_modules"));
  return { dir, site, content, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Starts `npm run dev` in the sandbox on a port; resolves when it serves pages, with its start time. */
export async function startDev(sandbox: Sandbox, port: number, { timeout = 180_000 } = {}): Promise<Dev> {
  const started = performance.now();
  const child = spawn("npm", ["run", "dev"], {
    cwd: sandbox.site,
    env: { ...process.env, PORT: String(port), CONTENT_DIR: sandbox.content, FORCE_COLOR: "0", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const dev = { url: `http://127.0.0.1:${port}`, output: () => output, stop: () => stop(child, exited) };
  while (!/dev: ready at/.test(output)) {
    if (child.exitCode !== null || performance.now() - started > timeout) {
      await dev.stop();
      throw new Error(`npm run dev did not start:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { ...dev, startMs: performance.now() - started };
}

const alive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Ends the dev server's whole process group (npm, remix dev, wrangler, workerd). */
async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [
    ["SIGTERM", 8000],
    ["SIGKILL", 2000],
  ];
  // Spawned detached, so its pid names its process group (a failed spawn has none, and nothing to stop).
  const group = child.pid;
  for (const [signal, wait] of steps) {
    if (group === undefined || !alive(group)) break;
    process.kill(-group, signal);
    for (const until = performance.now() + wait; alive(group) && performance.now() < until; ) await new Promise((r) => setTimeout(r, 100));
  }
  await exited;
}
