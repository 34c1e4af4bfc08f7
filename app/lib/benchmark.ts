import type { BenchmarkGroup } from "~/shared/config/types";

export type { BenchmarkGroup };

/** Under 1 s as whole milliseconds, otherwise seconds with 2 decimals. */
export function formatTime(seconds: number): string {
  return seconds < 1 ? `${Math.round(seconds * 1000)}ms` : `${seconds.toFixed(2)}s`;
}

/** The largest time across all groups: every bar is scaled against it. */
export function maxTime(groups: BenchmarkGroup[]): number {
  return Math.max(0, ...groups.flatMap((g) => g.metrics.map((m) => m.time)));
}

/** A bar's width as a fraction of the longest bar (0 when there is nothing to compare). */
export function barWidth(time: number, max: number): number {
  return max > 0 ? Math.min(1, Math.max(0, time / max)) : 0;
}
