// The insights endpoints and store against a real local D1 (wrangler's getPlatformProxy) with the
// project's migrations: what the worker accepts is what the tables hold, as daily aggregates.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { setManifest } from "~/shared/content/manifest";
import { FEEDBACK_PATH, SEARCH_INSIGHT_PATH } from "~/shared/insights/fields";
import { deleteExpired } from "../../functions/insights/retention";
import { d1Sink } from "../../functions/insights/store";
import { MAX_RECORDS, WINDOW_MS } from "../../functions/insights/window";
import { handleInsights } from "../../functions/pipeline/insights";
import { d1PerFile } from "../fixtures/insights-db";
import { fixturePages } from "../fixtures/pages";

const d1 = d1PerFile(["feedback", "search_daily", "search_clicks"]);
beforeAll(() => setManifest({ buildId: "content1", siteUrl: "", pages: fixturePages }));

const ORIGIN = "http://docs.test";
let client = 0;
/** Each request from its own client address, so the rate limit stays out of tests not about it. */
function post(path: string, body: string, headers: Record<string, string> = {}) {
  return new Request(ORIGIN + path, {
    method: "POST",
    body,
    headers: { "sec-fetch-site": "same-origin", "cf-connecting-ip": `10.0.0.${++client}`, ...headers },
  });
}
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  post(FEEDBACK_PATH, new URLSearchParams(fields).toString(), { "content-type": "application/x-www-form-urlencoded", ...headers });
const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  post(SEARCH_INSIGHT_PATH, typeof body === "string" ? body : JSON.stringify(body), {
    "content-type": "text/plain;charset=UTF-8",
    ...headers,
  });

/** The worker's answer; the writes it hands to waitUntil join `pending`. */
const answer = (request: Request, pending: Promise<unknown>[]) =>
  handleInsights(request, new URL(request.url), { INSIGHTS: d1.db }, { waitUntil: (p) => pending.push(p) });

/** The worker's answer, once the writes it handed to waitUntil have settled. */
async function send(request: Request) {
  const pending: Promise<unknown>[] = [];
  const response = await answer(request, pending);
  await Promise.all(pending);
  return response;
}
const rows = async (sql: string) => (await d1.db.prepare(sql).all()).results;

describe("page feedback", () => {
  it("stores one row per answer, by day only, and sends the reader back to the page's thank-you", async () => {
    const yes = await send(form({ path: "/guide/start/", yes: "Yes" }));
    expect(yes.status).toBe(303);
    expect(yes.headers.get("location")).toBe("/guide/start/#feedback-thanks");
    await send(form({ path: "/zh/guide/start/", no: "提交", reason: "outdated", comment: "Write to me@example.com" }));
    expect(await rows("SELECT path, lang, helpful, reason, comment, source, length(day) AS day FROM feedback ORDER BY id")).toEqual([
      { path: "/guide/start/", lang: "en", helpful: 1, reason: null, comment: null, source: "reader", day: 10 },
      { path: "/zh/guide/start/", lang: "zh", helpful: 0, reason: "outdated", comment: "Write to [removed]", source: "reader", day: 10 },
    ]);
  });

  it("records nothing for a reader sending Sec-GPC or DNT, who still gets the thank-you", async () => {
    expect((await send(form({ path: "/guide/start/", yes: "Yes" }, { "sec-gpc": "1" }))).status).toBe(303);
    expect((await send(form({ path: "/guide/start/", yes: "Yes" }, { dnt: "1" }))).status).toBe(303);
    expect((await send(beacon({ q: "dev server", lang: "en", hits: 3, pos: null }, { dnt: "1" }))).status).toBe(204);
    expect(await rows("SELECT * FROM feedback")).toEqual([]);
    expect(await rows("SELECT * FROM search_daily")).toEqual([]);
  });
});

describe("search insights", () => {
  it("adds searches up per query, language and day, with no-result, opened-none and click counts", async () => {
    for (const body of [
      { q: "Dev Server", lang: "en", hits: 5, pos: 1 },
      { q: "dev  server", lang: "en", hits: 5, pos: 3 },
      { q: "dev server", lang: "en", hits: 5, pos: null },
      { q: "dev server", lang: "zh", hits: 2, pos: 1 },
      { q: "no such thing", lang: "en", hits: 0, pos: null },
      { q: "me@example.com", lang: "en", hits: 0, pos: null },
    ])
      expect((await send(beacon(body))).status).toBe(204);
    expect(await rows("SELECT query, lang, source, searches, no_result, opened_none FROM search_daily ORDER BY query, lang")).toEqual([
      { query: "dev server", lang: "en", source: "reader", searches: 3, no_result: 0, opened_none: 1 },
      { query: "dev server", lang: "zh", source: "reader", searches: 1, no_result: 0, opened_none: 0 },
      { query: "no such thing", lang: "en", source: "reader", searches: 1, no_result: 1, opened_none: 1 },
    ]);
    expect(await rows("SELECT query, lang, position, clicks FROM search_clicks ORDER BY lang, position")).toEqual([
      { query: "dev server", lang: "en", position: 1, clicks: 1 },
      { query: "dev server", lang: "en", position: 3, clicks: 1 },
      { query: "dev server", lang: "zh", position: 1, clicks: 1 },
    ]);
  });
});

describe("refusals", () => {
  it("answers every bad input with a clear 4xx and stores nothing", async () => {
    const ok = { path: "/guide/start/", yes: "Yes" };
    const cases: [Request, number][] = [
      [new Request(ORIGIN + FEEDBACK_PATH), 405],
      [form(ok, { "sec-fetch-site": "cross-site" }), 403],
      [new Request(ORIGIN + FEEDBACK_PATH, { method: "POST", body: "yes=1", headers: { origin: "https://evil.test" } }), 403],
      [post(FEEDBACK_PATH, JSON.stringify(ok), { "content-type": "application/json" }), 415],
      [form({ ...ok, comment: "x".repeat(3000) }), 413],
      [form({ ...ok, website: "https://spam.test" }), 400],
      [form({ path: "/nowhere", yes: "Yes" }), 400],
      [beacon("{"), 400],
      [beacon({ q: "a", lang: "en", hits: 1 }, { "content-type": "application/x-www-form-urlencoded" }), 415],
    ];
    for (const [request, status] of cases) {
      const response = await send(request);
      expect(response.status, `${request.method} ${request.headers.get("content-type")}`).toBe(status);
      expect(await response.text()).toMatch(/[a-z]{3,}/i);
    }
    expect(await rows("SELECT * FROM feedback")).toEqual([]);
  });

  it("lets one client send 20 at once, then answers 429", async () => {
    const from = { "cf-connecting-ip": "192.0.2.7" };
    // The bucket refills with time: the clock stands still while D1 writes.
    const clock = vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-07-01T12:00:00Z"));
    const statuses = [];
    // At once, as a client's burst comes: the writes settle together, after the answers.
    const pending: Promise<unknown>[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await answer(beacon({ q: "burst", lang: "en", hits: 1, pos: null }, from), pending)).status);
    await Promise.all(pending);
    clock.mockRestore();
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await rows("SELECT searches FROM search_daily"))[0]).toEqual({ searches: 20 });
  });
});

describe("the store", () => {
  const record = { path: "/guide/start/", lang: "en", helpful: true, reason: null, comment: null, source: "reader" } as const;
  const searched = (query: string, position: number | null = null, source: "reader" | "agent" = "reader") =>
    ({ query, lang: "en", hits: 1, position, source }) as const;
  /** The real local D1, with its batches recorded: how many calls and how many statements each. */
  function recorded() {
    const batches: number[] = [];
    const spy = {
      prepare: (sql: string) => d1.db.prepare(sql),
      batch: (statements: D1PreparedStatement[]) => (batches.push(statements.length), d1.db.batch(statements)),
    } as unknown as D1Database;
    return { spy, batches };
  }

  it("loses only the record whose write failed, and logs it once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const pending: Promise<unknown>[] = [];
    const broken = { prepare: () => ({ bind: () => ({}) }), batch: () => Promise.reject(new Error("D1 is down")) } as unknown as D1Database;
    d1Sink(broken, (p) => pending.push(p)).feedback(record);
    d1Sink(d1.db, (p) => pending.push(p)).feedback(record);
    await Promise.all(pending);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain("one feedback record lost: D1 is down");
    expect(await rows("SELECT count(*) AS n FROM feedback")).toEqual([{ n: 1 }]);
    warn.mockRestore();
  });

  it("writes the records of one window as one batch, after the answer, with identical searches added up", async () => {
    const { spy, batches } = recorded();
    const pending: Promise<unknown>[] = [];
    const sink = d1Sink(spy, (p) => pending.push(p));
    for (let i = 0; i < 6; i++) sink.search(searched("same query", i % 2 ? 2 : null));
    sink.search(searched("same query", null, "agent"));
    sink.feedback(record);
    sink.feedback({ ...record, helpful: false });
    // Handed to waitUntil, not yet written: the answer does not wait for D1.
    expect(batches).toEqual([]);
    await Promise.all(pending);
    // The window's id, 2 feedback rows, 2 search rows (reader, agent), 1 click row: one call,
    // a statement per table.
    expect(batches).toEqual([4]);
    expect(await rows("SELECT source, searches, opened_none FROM search_daily ORDER BY source")).toEqual([
      { source: "agent", searches: 1, opened_none: 0 },
      { source: "reader", searches: 6, opened_none: 3 },
    ]);
    expect(await rows("SELECT position, clicks FROM search_clicks")).toEqual([{ position: 2, clicks: 3 }]);
    expect(await rows("SELECT helpful FROM feedback ORDER BY helpful")).toEqual([{ helpful: 0 }, { helpful: 1 }]);
  });

  it("starts a new batch after the window, and writes a full one at once", async () => {
    const { spy, batches } = recorded();
    const pending: Promise<unknown>[] = [];
    const sink = d1Sink(spy, (p) => pending.push(p));
    sink.search(searched("early"));
    await new Promise((r) => setTimeout(r, WINDOW_MS + 50));
    expect(batches).toEqual([2]);
    for (let i = 0; i < MAX_RECORDS; i++) sink.feedback(record);
    // The request that filled the batch writes it without waiting for the window: its id and 50
    // answers of 7 parameters, 14 to a statement.
    expect(batches).toEqual([2, 5]);
    sink.search(searched("late"));
    await Promise.all(pending);
    expect(batches).toEqual([2, 5, 2]);
    expect(await rows("SELECT count(*) AS n FROM feedback")).toEqual([{ n: MAX_RECORDS }]);
    expect(await rows("SELECT query, searches FROM search_daily ORDER BY query")).toEqual([
      { query: "early", searches: 1 },
      { query: "late", searches: 1 },
    ]);
  });

  it("when a batch fails, tries each record alone once: only the bad one is lost, nothing is doubled", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { spy, batches } = recorded();
    const pending: Promise<unknown>[] = [];
    const sink = d1Sink(spy, (p) => pending.push(p));
    sink.search(searched("kept", 1));
    sink.search(searched("kept", 1));
    sink.feedback(record);
    // The table's CHECK refuses this source: the whole batch (one transaction) fails in D1.
    sink.feedback({ ...record, source: "robot" as "agent" });
    sink.search(searched("kept too"));
    await Promise.all(pending);
    // The batch (the window's id, a statement per table), then the 5 records alone, each with an id.
    expect(batches).toEqual([4, 3, 3, 2, 2, 2]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/one feedback record lost: .*CHECK constraint/);
    expect(await rows("SELECT query, searches FROM search_daily ORDER BY query")).toEqual([
      { query: "kept", searches: 2 },
      { query: "kept too", searches: 1 },
    ]);
    expect(await rows("SELECT clicks FROM search_clicks")).toEqual([{ clicks: 2 }]);
    expect(await rows("SELECT source FROM feedback")).toEqual([{ source: "reader" }]);
    warn.mockRestore();
  });

  it("deletes rows older than 180 days and keeps the rest", async () => {
    const now = Date.parse("2026-07-01T12:00:00Z");
    const insert = (day: string) =>
      d1.db.prepare("INSERT INTO feedback (day, path, lang, helpful, source) VALUES (?, '/guide/start/', 'en', 1, 'reader')").bind(day);
    await d1.db.batch([insert("2026-01-01"), insert("2026-01-02"), insert("2026-06-30")]);
    await d1.db
      .prepare("INSERT INTO search_daily (day, lang, query, source, searches) VALUES ('2025-12-01', 'en', 'old', 'reader', 4)")
      .run();
    expect(await deleteExpired(d1.db, now)).toBe(2);
    expect(await rows("SELECT day FROM feedback ORDER BY day")).toEqual([{ day: "2026-01-02" }, { day: "2026-06-30" }]);
  });
});
