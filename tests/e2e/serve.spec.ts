import { spawn } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

const root = fileURLToPath(new URL("../..", import.meta.url));
const PORT = process.env.SERVE_TEST_PORT ?? "8791";
/** The restart test's own port: the tests of this file run side by side. */
const RESTART_PORT = String(Number(PORT) + 1);

/** Every live process below `pid` (wrangler, esbuild, both workerd), from /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The fields after the command name, which may itself hold spaces: state, then the parent's pid.
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {}
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) if (ppid === parent) found.push(child), walk(child);
  };
  walk(pid);
  return found;
}

/** The ones still running (a zombie waiting for its parent counts as gone). */
function alive(pids: number[]): number[] {
  return pids.filter((pid) => {
    try {
      return !fs.readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");
    } catch {
      return false;
    }
  });
}

const answers = async (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

test("stopping scripts/serve.ts with SIGTERM stops wrangler and workerd too, freeing the port", async () => {
  test.setTimeout(150_000);
  const serve = spawn("node", ["--import", "tsx", "scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, PORT, SERVE_LOG_LEVEL: "error" },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${PORT}/robots.txt`;
  let group: number[] = [];
  try {
    await expect.poll(() => answers(url), { timeout: 120_000, intervals: [1000] }).toBe(true);
    // robots.txt is a static file: the worker's very first request is a theme change, which
    // must not depend on a page having been rendered before (it reads the site's URL).
    const theme = await fetch(`http://127.0.0.1:${PORT}/resources/theme`, {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin", "content-type": "application/json" },
      body: JSON.stringify({ theme: "dark" }),
    });
    expect(theme.status).toBe(204);
    group = descendants(serve.pid!);
    expect(group.length).toBeGreaterThan(2);
    const exited = new Promise((r) => serve.once("exit", r));
    serve.kill("SIGTERM");
    await exited;
    await expect.poll(() => answers(url), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => alive(group), { timeout: 10_000 }).toEqual([]);
  } finally {
    // A failed run leaves nothing behind either.
    for (const pid of [...alive(group), ...(serve.exitCode === null ? [serve.pid!] : [])]) process.kill(pid, "SIGKILL");
  }
});

test("scripts/serve.ts starts wrangler again when it dies under it, and says so", async () => {
  test.setTimeout(200_000);
  const serve = spawn("node", ["--import", "tsx", "scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, PORT: RESTART_PORT, SERVE_LOG_LEVEL: "error" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let said = "";
  serve.stderr?.on("data", (d) => (said += String(d)));
  const url = `http://127.0.0.1:${RESTART_PORT}/robots.txt`;
  let group: number[] = [];
  try {
    await expect.poll(() => answers(url), { timeout: 120_000, intervals: [1000] }).toBe(true);
    // The server's own group dies at once, as when wrangler's dev proxy fails.
    group = descendants(serve.pid!);
    for (const pid of alive(group)) process.kill(pid, "SIGKILL");
    await expect.poll(() => said, { timeout: 10_000 }).toMatch(/wrangler dev exited .*starting it again \(1 of 3\)/);
    await expect.poll(() => answers(url), { timeout: 60_000, intervals: [1000] }).toBe(true);
    expect(serve.exitCode).toBeNull();
  } finally {
    const exited = new Promise((r) => serve.once("exit", r));
    if (serve.exitCode === null) serve.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    for (const pid of alive([...group, ...descendants(serve.pid!)])) process.kill(pid, "SIGKILL");
  }
});
