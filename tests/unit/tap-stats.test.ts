import { describe, expect, it } from "vitest";
import { cell, columns, goalLine, type Row, searchTable, summarize, tapTable, verdict } from "../../scripts/bench/tap-stats.ts";

const row = (over: Partial<Row>): Row => ({ page: "guide", control: "search", first: [], later: [], inp: [], ...over });

describe("summarize", () => {
  it("gives the median and the worst of the runs", () => {
    expect(summarize([120, 90, 300, 100, 110])).toEqual({ median: 110, worst: 300, missed: 0, runs: 5 });
  });
  it("takes the mean of the two middle runs when their count is even", () => {
    expect(summarize([40, 10, 30, 20])?.median).toBe(25);
  });
  it("counts a run without an answer, or without a control to tap, as the slowest", () => {
    const s = summarize([50, "none", 70, "hidden", 60]);
    expect(s).toEqual({ median: 70, worst: Number.POSITIVE_INFINITY, missed: 2, runs: 5 });
  });
  it("has nothing to say about no runs", () => {
    expect(summarize([])).toBeUndefined();
  });
});

describe("verdict", () => {
  it("holds the first tap to its median and its worst", () => {
    expect(verdict(row({ first: [100, 120, 150, 140, 300] })).first).toBe(true);
    expect(verdict(row({ first: [100, 151, 152, 140, 160] })).first).toBe(false);
    expect(verdict(row({ first: [100, 120, 130, 140, 301] })).first).toBe(false);
    expect(verdict(row({ first: [100, 120, 130, 140, "none"] })).first).toBe(false);
  });
  it("holds the later tap to its median, and INP to its worst run", () => {
    const v = verdict(row({ later: [100, 90, 400], inp: [200, 16, undefined] }));
    expect(v).toMatchObject({ later: true, inp: true });
    expect(verdict(row({ later: [101, 120, 90], inp: [150, 201] }))).toMatchObject({ later: false, inp: false });
  });
  it("judges nothing it has no figure for", () => {
    expect(verdict(row({}))).toEqual({ first: undefined, later: undefined, inp: undefined });
  });
});

describe("tables", () => {
  it("prints median / worst, hidden controls and missing answers", () => {
    expect(cell([103.4, 99.6, 250])).toBe("103 / 250");
    expect(cell(["hidden", "hidden"])).toBe("hidden");
    expect(cell([80, "none"])).toBe("none / none");
    expect(cell([])).toBe("-");
  });
  it("lines the columns up under their header", () => {
    expect(columns(["a", "bb"], [["ccc", "d"]])).toBe("  a    bb\n  ccc  d");
  });
  it("marks each goal per control and page", () => {
    const table = tapTable([
      row({ first: [60, 70, 80], later: [40, 50, 60], inp: [undefined, 24, 32] }),
      row({ control: "theme", viaMenu: true, first: ["hidden"], later: [200], inp: [240] }),
    ]);
    const [header, fast, slow] = table.split("\n");
    expect(header).toMatch(/page\s+control\s+first tap\s+later tap\s+INP/);
    expect(fast).toMatch(/guide\s+search\s+70 \/ 80\s+✓\s+50 \/ 60\s+✓\s+24 \/ 32\s+✓$/);
    expect(slow).toMatch(/theme \(in menu\)\s+hidden\s+✗\s+200 \/ 200\s+✗\s+240 \/ 240\s+✗$/);
  });
  it("shows an interaction under Event Timing's threshold as under 16 ms", () => {
    expect(tapTable([row({ later: [10], inp: [undefined] })])).toContain("<16 / <16");
  });
  it("marks search against its median goal and counts the goals met", () => {
    const search = [
      { page: "home", results: [500, 700, 550] },
      { page: "guide", results: [650, 640, 900] },
    ];
    expect(searchTable(search)).toMatch(/home\s+550 \/ 700\s+✓\n\s+guide\s+650 \/ 900\s+✗/);
    const rows = [row({ first: [100], later: [50], inp: [150] }), row({ first: [400], later: [150], inp: [300] })];
    expect(goalLine(rows, search)).toBe(
      "goals met: first tap median ≤ 150 ms and worst ≤ 300 ms 1/2; later tap median ≤ 100 ms 1/2; INP ≤ 200 ms 1/2; search results median ≤ 600 ms 1/2",
    );
  });
});
