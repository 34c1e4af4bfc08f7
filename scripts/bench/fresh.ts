import { type Lang, searchOnce } from "./search.ts";
import { startServer } from "./server.ts";
import { workerdCpuMs } from "./workerd.ts";

export interface FreshRun {
  ms: number;
  engineMs: number;
  /** Undefined where the workerd's CPU time cannot be read. */
  cpuMs: number | undefined;
}

/** The first query of a language, each run in a fresh isolate (a new wrangler dev): the index load. */
export async function freshRuns(port: number, lang: Lang, query: string, count: number) {
  const runs: FreshRun[] = [];
  for (let i = 0; i < count; i++) {
    // Alternate ports: the previous wrangler may still be shutting down.
    const fresh = await startServer(port + (i % 2));
    try {
      const before = workerdCpuMs(fresh.base);
      const run = await searchOnce(fresh.base, lang, query);
      runs.push({ ...run, cpuMs: before === undefined ? undefined : (workerdCpuMs(fresh.base) ?? Number.NaN) - before });
    } finally {
      fresh.stop();
    }
  }
  return runs;
}
