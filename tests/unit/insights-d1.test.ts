// The insights endpoints and store against a real local D1 (wrangler's getPlatformProxy) with the
// project's migrations: what the worker accepts is what the tables hold, as daily aggregates.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setManifest } from "~/shared/content/manifest";
import { FEEDBACK_PATH, SEARCH_INSIGHT_PATH } from "~/shared/insights/fields";
import { deleteExpired } from "../../functions/insights/retention";
import { d1Sink } from "../../functions/insights/store";
import { handleInsights } from "../../functions/pipeline/insights";
import { migratedD1 } from "../fixtures/insights-db";
import { fixturePages } from "../fixtures/pages";

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  setManifest({ buildId: "content1", siteUrl: "", pages: fixturePages });
  ({ db, dispose } = await migratedD1());
}, 60_000);
afterAll(() => dispose?.());
beforeEach(async () => {
  await db.batch(["feedback", "search_daily", "search_clicks"].map((t) => db.prepare(`DELETE FROM ${t}`)));
});

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

/** The worker's answer, once the writes it handed to waitUntil have settled. */
async function send(request: Request) {
  const pending: Promise<unknown>[] = [];
  const response = await handleInsights(request, new URL(request.url), { INSIGHTS: db }, { waitUntil: (p) => pending.push(p) });
  await Promise.all(pending);
  return response;
}
const rows = async (sql: string) => (await db.prepare(sql).all()).results;

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
    for (let i = 0; i < 22; i++) statuses.push((await send(beacon({ q: "burst", lang: "en", hits: 1, pos: null }, from))).status);
    clock.mockRestore();
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await rows("SELECT searches FROM search_daily"))[0]).toEqual({ searches: 20 });
  });
});

describe("the store", () => {
  it("loses only the record whose write failed, and logs it once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const pending: Promise<unknown>[] = [];
    const broken = { prepare: () => ({ bind: () => ({ run: () => Promise.reject(new Error("D1 is down")) }) }) } as unknown as D1Database;
    const record = { path: "/guide/start/", lang: "en", helpful: true, reason: null, comment: null, source: "reader" } as const;
    d1Sink(broken, (p) => pending.push(p)).feedback(record);
    d1Sink(db, (p) => pending.push(p)).feedback(record);
    await Promise.all(pending);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain("one feedback record lost: D1 is down");
    expect(await rows("SELECT count(*) AS n FROM feedback")).toEqual([{ n: 1 }]);
    warn.mockRestore();
  });

  it("deletes rows older than 180 days and keeps the rest", async () => {
    const now = Date.parse("2026-07-01T12:00:00Z");
    const insert = (day: string) =>
      db.prepare("INSERT INTO feedback (day, path, lang, helpful, source) VALUES (?, '/guide/start/', 'en', 1, 'reader')").bind(day);
    await db.batch([insert("2026-01-01"), insert("2026-01-02"), insert("2026-06-30")]);
    await db.prepare("INSERT INTO search_daily (day, lang, query, source, searches) VALUES ('2025-12-01', 'en', 'old', 'reader', 4)").run();
    expect(await deleteExpired(db, now)).toBe(2);
    expect(await rows("SELECT day FROM feedback ORDER BY day")).toEqual([{ day: "2026-01-02" }, { day: "2026-06-30" }]);
  });
});
