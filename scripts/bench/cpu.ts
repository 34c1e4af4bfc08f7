// CPU time of a server's processes, read from /proc: on a shared machine a run's latency moves
// with everyone else's load, the CPU seconds the server itself spends much less so.
import fs from "node:fs";

const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statFields(pid: string): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined; // gone between the listing and the read
  }
}

/** The process group of the process whose command line contains `marker` (wrangler's --persist-to folder). */
function groupOf(marker: string): string | undefined {
  for (const pid of fs.readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(marker)) return statFields(pid)?.[2];
    } catch {}
  }
  return undefined;
}

/** User + system CPU seconds spent so far by every live process of that group (wrangler, workerd). */
export function groupCpuSeconds(marker: string): number {
  const group = groupOf(marker);
  if (group === undefined) throw new Error(`no process runs with ${marker}`);
  let ticks = 0;
  for (const pid of fs.readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    const fields = statFields(pid);
    // After the name: state(0) ppid(1) pgrp(2) … utime(11) stime(12).
    if (fields?.[2] === group) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}
