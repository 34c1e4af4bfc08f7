import fs from "node:fs";

/** A process's command line, or "" once it is gone. */
function cmdline(pid: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
}

const parent = (pid: string) => fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1];

/** CPU time (ms) of every thread of a process. */
function processCpuMs(pid: string): number {
  const threads = fs.readdirSync(`/proc/${pid}/task`);
  return threads.reduce((ms, t) => ms + Number(fs.readFileSync(`/proc/${pid}/task/${t}/schedstat`, "utf8").split(" ")[0]) / 1e6, 0);
}

/**
 * CPU time (ms, all threads) of the workerd processes of the wrangler dev serving `base`:
 * unlike wall time, it does not grow when other processes compete for the machine. wrangler
 * starts two, the one listening on the port and the one running the worker (no socket of its
 * own), so all the workerd children of the listener's parent are counted. Undefined where
 * /proc is not available.
 */
export function workerdCpuMs(base: string): number | undefined {
  try {
    const entry = `entry=127.0.0.1:${new URL(base).port}\0`;
    const pids = fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d));
    const listener = pids.find((pid) => cmdline(pid).includes("workerd") && cmdline(pid).includes(entry));
    if (!listener) return undefined;
    const wrangler = parent(listener);
    const siblings = pids.filter((pid) => cmdline(pid).includes("workerd") && parent(pid) === wrangler);
    return siblings.reduce((ms, pid) => ms + processCpuMs(pid), 0);
  } catch {
    return undefined;
  }
}
