// A window written again (its first write's answer lost, or its request cancelled after the
// commit) against a real local D1: the id stored with its rows keeps anything from counting twice.
import { describe, expect, it, vi } from "vitest";
import type { Pending } from "../../functions/insights/aggregate";
import { deleteExpired } from "../../functions/insights/retention";
import { writeWindow } from "../../functions/insights/write";
import { d1PerFile } from "../fixtures/insights-db";

const d1 = d1PerFile(["feedback", "search_daily", "search_clicks", "windows"]);

const day = "2026-07-01";
const feedback = (source: string): Pending => ({
  kind: "feedback",
  day,
  record: { path: "/guide/start/", lang: "en", helpful: true, reason: null, comment: null, source: source as "reader" },
});
const search = (query: string, position: number | null = null): Pending => ({
  kind: "search",
  day,
  record: { query, lang: "en", hits: 1, position, source: "reader" },
});
const rows = async (sql: string) => (await d1.db.prepare(sql).all()).results;
const totals = () =>
  rows(`SELECT (SELECT count(*) FROM feedback) AS feedback, (SELECT sum(searches) FROM search_daily) AS searches,
    (SELECT sum(clicks) FROM search_clicks) AS clicks`);

describe("a window written twice", () => {
  it("is stored once when its first write committed", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const window = [feedback("reader"), search("a", 1), search("a", 1), search("b")];
    await writeWindow(d1.db, window, "window-1");
    await writeWindow(d1.db, window, "window-1");
    expect(await totals()).toEqual([{ feedback: 1, searches: 3, clicks: 2 }]);
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual(["insights: a window of 4 records was stored before; not added again"]);
    // Another window's id adds its records.
    await writeWindow(d1.db, window, "window-2");
    expect(await totals()).toEqual([{ feedback: 2, searches: 6, clicks: 4 }]);
    log.mockRestore();
  });

  it("adds only the records its first write could not store, when that write fell back to each record alone", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // The table's CHECK refuses the robot's answer: the window's batch fails, each record goes alone.
    const window = [feedback("reader"), feedback("robot"), search("a", 1), search("b")];
    await writeWindow(d1.db, window, "window-3");
    await writeWindow(d1.db, window, "window-3");
    expect(await totals()).toEqual([{ feedback: 1, searches: 2, clicks: 1 }]);
    expect(warn.mock.calls.map((c) => String(c[0]).replace(/:.*$/s, ""))).toEqual(["insights", "insights"]);
    expect(warn.mock.calls.every((c) => String(c[0]).includes("one feedback record lost"))).toBe(true);
    warn.mockRestore();
  });

  it("keeps window ids two days: the daily job deletes older ones", async () => {
    const mark = (id: string, on: string) => d1.db.prepare("INSERT INTO windows (id, day) VALUES (?, ?)").bind(id, on);
    await d1.db.batch([mark("old", "2026-06-28"), mark("kept", "2026-06-29"), mark("today", "2026-07-01")]);
    await deleteExpired(d1.db, Date.parse("2026-07-01T12:00:00Z"));
    expect(await rows("SELECT id FROM windows ORDER BY day")).toEqual([{ id: "kept" }, { id: "today" }]);
  });
});
