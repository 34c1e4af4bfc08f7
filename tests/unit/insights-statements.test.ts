// A window's rows as multi-row INSERTs against a real local D1 (which, like the deployed one,
// refuses a statement of more than 100 parameters): chunked at the limit, upserts adding up,
// and a record the database refuses lost alone.
import { describe, expect, it, vi } from "vitest";
import type { Pending } from "../../functions/insights/aggregate";
import type { FeedbackRecord } from "../../functions/insights/records";
import { MAX_PARAMS, statements } from "../../functions/insights/statements";
import { d1Sink } from "../../functions/insights/store";
import { d1PerFile } from "../fixtures/insights-db";

const d1 = d1PerFile(["feedback", "search_daily", "search_clicks"]);

const answer: FeedbackRecord = { path: "/guide/start/", lang: "en", helpful: true, reason: null, comment: null, source: "reader" };
const feedback = (record: Partial<FeedbackRecord> = {}): Pending => ({
  kind: "feedback",
  day: "2026-07-01",
  record: { ...answer, ...record },
});
const search = (query: string, position: number | null = null): Pending => ({
  kind: "search",
  day: "2026-07-01",
  record: { query, lang: "en", hits: 1, position, source: "reader" },
});
const rows = async (sql: string) => (await d1.db.prepare(sql).all()).results;

/** The real D1, with each statement's SQL table and bound values recorded. */
function recorded() {
  const bound: { table: string; values: unknown[] }[] = [];
  const spy = {
    prepare: (sql: string) => {
      const statement = d1.db.prepare(sql);
      const table = /^INSERT INTO (\w+)/.exec(sql)?.[1] ?? "";
      return { bind: (...values: unknown[]) => (bound.push({ table, values }), statement.bind(...values)) };
    },
    batch: (list: D1PreparedStatement[]) => d1.db.batch(list),
  } as unknown as D1Database;
  return { spy, bound };
}

describe("multi-row statements", () => {
  it("put as many rows in a statement as 100 parameters allow, and store them all", async () => {
    const { spy, bound } = recorded();
    const window = [
      ...Array.from({ length: 29 }, (_, i) => feedback({ comment: `answer ${i}` })),
      ...Array.from({ length: 29 }, (_, i) => search(`query ${i}`, 1)),
    ];
    await d1.db.batch(statements(spy, window));
    // 7 parameters a feedback or search row (14 a statement), 5 a click row (20 a statement).
    expect(bound.map((b) => [b.table, b.values.length])).toEqual([
      ["feedback", 98],
      ["feedback", 98],
      ["feedback", 7],
      ["search_daily", 98],
      ["search_daily", 98],
      ["search_daily", 7],
      ["search_clicks", 100],
      ["search_clicks", 45],
    ]);
    expect(bound.every((b) => b.values.length <= MAX_PARAMS)).toBe(true);
    expect(await rows("SELECT count(*) AS n, count(DISTINCT comment) AS comments FROM feedback")).toEqual([{ n: 29, comments: 29 }]);
    expect(await rows("SELECT count(*) AS n, sum(searches) AS searches FROM search_daily")).toEqual([{ n: 29, searches: 29 }]);
    expect(await rows("SELECT count(*) AS n, sum(clicks) AS clicks FROM search_clicks")).toEqual([{ n: 29, clicks: 29 }]);
  });

  it("add a window's counts to the rows stored before, never binding one key twice in a statement", async () => {
    const { spy, bound } = recorded();
    await d1.db.batch(statements(spy, [search("a", 1), search("a", 1), search("b")]));
    const second = [search("a", 1), search("a"), search("a"), search("c"), search("a", 2)];
    bound.length = 0;
    await d1.db.batch(statements(spy, second));
    const keys = (table: string, width: number, keyWidth: number) =>
      bound
        .filter((b) => b.table === table)
        .flatMap((b) =>
          Array.from({ length: b.values.length / width }, (_, r) => JSON.stringify(b.values.slice(r * width, r * width + keyWidth))),
        );
    for (const [table, width, keyWidth] of [
      ["search_daily", 7, 4],
      ["search_clicks", 5, 4],
    ] as const) {
      const list = keys(table, width, keyWidth);
      expect(new Set(list).size, table).toBe(list.length);
    }
    expect(keys("search_daily", 7, 4)).toHaveLength(2);
    expect(await rows("SELECT query, searches, opened_none FROM search_daily ORDER BY query")).toEqual([
      { query: "a", searches: 6, opened_none: 2 },
      { query: "b", searches: 1, opened_none: 1 },
      { query: "c", searches: 1, opened_none: 1 },
    ]);
    expect(await rows("SELECT position, clicks FROM search_clicks ORDER BY position")).toEqual([
      { position: 1, clicks: 3 },
      { position: 2, clicks: 1 },
    ]);
  });

  it("lose only the record D1 refuses, though it shared a statement with others", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const pending: Promise<unknown>[] = [];
    const sink = d1Sink(d1.db, (p) => pending.push(p));
    // 20 answers (two feedback statements); the table's CHECK refuses the 17th's source.
    for (let i = 0; i < 20; i++) sink.feedback({ ...answer, comment: `answer ${i}`, source: i === 16 ? ("robot" as "agent") : "reader" });
    sink.search({ query: "kept", lang: "en", hits: 1, position: 1, source: "reader" });
    await Promise.all(pending);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/one feedback record lost: .*CHECK constraint/);
    expect(await rows("SELECT count(*) AS n FROM feedback WHERE comment != 'answer 16'")).toEqual([{ n: 19 }]);
    expect(await rows("SELECT count(*) AS n FROM feedback")).toEqual([{ n: 19 }]);
    expect(await rows("SELECT query, searches FROM search_daily")).toEqual([{ query: "kept", searches: 1 }]);
    expect(await rows("SELECT clicks FROM search_clicks")).toEqual([{ clicks: 1 }]);
    warn.mockRestore();
  });
});
