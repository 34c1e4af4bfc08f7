import fs from "node:fs";

/**
 * CPU time (ms, all threads) of the workerd serving `base`: unlike wall time, it does not grow
 * when other processes compete for the machine. Undefined where /proc is not available.
 */
export function workerdCpuMs(base: string): number | undefined {
  try {
    const entry = `entry=127.0.0.1:${new URL(base).port}\0`;
    for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      let cmd = "";
      try {
        cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
      } catch {
        continue;
      }
      if (!cmd.includes("workerd") || !cmd.includes(entry)) continue;
      const threads = fs.readdirSync(`/proc/${pid}/task`);
      return threads.reduce((ms, t) => ms + Number(fs.readFileSync(`/proc/${pid}/task/${t}/schedstat`, "utf8").split(" ")[0]) / 1e6, 0);
    }
  } catch {}
  return undefined;
}
