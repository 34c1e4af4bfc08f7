/**
 * The tap bench's pure half: a run's outcome, median and worst over runs, the goals and
 * the printed tables.
 */

/** ms to the visible answer; "none" when no answer showed within the wait; "hidden" when the control was not on screen to tap. */
export type Outcome = number | "none" | "hidden";

export interface Summary {
  median: number;
  worst: number;
  /** Runs that got no answer or had no control to tap: they count as endless. */
  missed: number;
  runs: number;
}

/** Median and worst of the runs; a run without an answer counts as the slowest possible. */
export function summarize(outcomes: Outcome[]): Summary | undefined {
  if (!outcomes.length) return undefined;
  const sorted = outcomes.map((o) => (typeof o === "number" ? o : Number.POSITIVE_INFINITY)).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, worst: sorted.at(-1)!, missed: outcomes.filter((o) => typeof o !== "number").length, runs: outcomes.length };
}

/** Issue 35's goals, in ms. */
export const GOALS = { firstMedian: 150, firstWorst: 300, laterMedian: 100, inp: 200, results: 600 };

/** One control on one page, all its runs. `inp` has a value only where Event Timing saw the later tap (16 ms and up). */
export interface Row {
  page: string;
  control: string;
  first: Outcome[];
  later: Outcome[];
  inp: (number | undefined)[];
  /** Set where the reader reached the control through the mobile menu. */
  viaMenu?: boolean;
}

export interface Verdict {
  first?: boolean;
  later?: boolean;
  inp?: boolean;
}

/**
 * Which goals a row meets (undefined where it has no figure): first tap median and worst, later
 * tap median, and INP, held by the worst run, as INP is itself a worst case. An interaction
 * Event Timing did not report was under its 16 ms threshold.
 */
/** Whether a first tap's runs meet their goals (median and worst). */
export const meetsFirst = (s: Summary) => s.median <= GOALS.firstMedian && s.worst <= GOALS.firstWorst;
/** Whether a later tap's runs meet their goal (median). */
export const meetsLater = (s: Summary) => s.median <= GOALS.laterMedian;

export function verdict(row: Row): Verdict {
  const first = summarize(row.first);
  const later = summarize(row.later);
  const inps = row.inp.map((v) => v ?? 0);
  return {
    first: first && meetsFirst(first),
    later: later && meetsLater(later),
    inp: later && (inps.length ? Math.max(...inps) <= GOALS.inp : undefined),
  };
}

const num = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : "none");
/** "median / worst" in ms, "hidden" when no run had the control on screen. */
export function cell(outcomes: Outcome[]): string {
  if (outcomes.length && outcomes.every((o) => o === "hidden")) return "hidden";
  const s = summarize(outcomes);
  return s ? `${num(s.median)} / ${num(s.worst)}` : "-";
}
const inpCell = (values: (number | undefined)[]) => {
  if (!values.length) return "-";
  return cell(values.map((v) => v ?? 0)).replace(/\b0\b/g, "<16");
};
const mark = (ok: boolean | undefined) => (ok === undefined ? " " : ok ? "✓" : "✗");

const pad = (cells: string[], widths: number[]) =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join("  ")
    .trimEnd();

/** Lays out rows of cells in columns under a header. */
export function columns(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [header, ...rows].map((r) => `  ${pad(r, widths)}`).join("\n");
}

/** The table of taps: per page and control, first tap, later tap and INP (median / worst ms), each with its goal's mark. */
export function tapTable(rows: Row[]): string {
  const header = ["page", "control", "first tap", "", "later tap", "", "INP", ""];
  const body = rows.map((r) => {
    const v = verdict(r);
    const control = r.viaMenu ? `${r.control} (in menu)` : r.control;
    return [r.page, control, cell(r.first), mark(v.first), cell(r.later), mark(v.later), inpCell(r.inp), mark(v.inp)];
  });
  return columns(header, body);
}

/** Search: first key to the first result on screen, per page, against its goal (the median). */
export function searchTable(rows: { page: string; results: Outcome[] }[]): string {
  const body = rows.map((r) => {
    const s = summarize(r.results);
    return [r.page, cell(r.results), mark(s && s.median <= GOALS.results)];
  });
  return columns(["page", "first key → results", ""], body);
}

/** How many rows meet each goal, out of the rows that have a figure for it. */
export function goalLine(rows: Row[], search: { results: Outcome[] }[]): string {
  const verdicts = rows.map(verdict);
  const count = (key: keyof Verdict) => {
    const known = verdicts.filter((v) => v[key] !== undefined);
    return `${known.filter((v) => v[key]).length}/${known.length}`;
  };
  const results = search.map((s) => summarize(s.results)).filter((s) => s !== undefined);
  const resultsMet = results.filter((s) => s.median <= GOALS.results).length;
  return [
    `goals met: first tap median ≤ ${GOALS.firstMedian} ms and worst ≤ ${GOALS.firstWorst} ms ${count("first")}`,
    `later tap median ≤ ${GOALS.laterMedian} ms ${count("later")}`,
    `INP ≤ ${GOALS.inp} ms ${count("inp")}`,
    `search results median ≤ ${GOALS.results} ms ${resultsMet}/${results.length}`,
  ].join("; ");
}
