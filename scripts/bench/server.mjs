import { spawn } from "node:child_process";
import { wranglerEnv } from "../wrangler-env.mjs";

/** Starts the built worker in wrangler dev on a port and resolves once it answers. */
export async function startServer(port) {
  const child = spawn("npx", ["wrangler", "dev", "--port", String(port), "--ip", "127.0.0.1", "--log-level", "error"], { env: wranglerEnv, stdio: "ignore", detached: true });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop: () => stop(child) };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  stop(child);
  throw new Error("wrangler dev did not start");
}

/** Ends wrangler dev's process group; one that already exited is left alone. */
function stop(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch (error) {
    if (error.code !== "ESRCH") throw error;
    console.error("wrangler dev had already exited");
  }
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times sequential GETs; `unique` adds a query so each one misses the edge cache. */
export async function timeRequests(base, paths, rounds, unique) {
  const times = [];
  for (let r = 0; r < rounds; r++) {
    for (const p of paths) {
      const url = `${base}${p}${unique ? `?bench=${r}` : ""}`;
      const start = performance.now();
      const res = await fetch(url, { headers: { cookie: "rsbuild-visited=1" } });
      await res.arrayBuffer();
      times.push(performance.now() - start);
    }
  }
  return { median: percentile(times, 50), p95: percentile(times, 95), count: times.length };
}
