// Page feedback and search insights through the built worker, read back from its local D1
// (insights-db.ts). Serial: the tests share one rate-limit bucket per client address.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { hydrated, visited } from "./helpers";
import { sql } from "./insights-db";

test.describe.configure({ mode: "serial" });

const PAGE = "/config/server/port";
/** A comment no other run wrote: letters only, so the privacy filter keeps it as it is. */
const mark = (what: string) =>
  `${what} ${Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
const feedbackWith = (comment: string) =>
  sql("SELECT path, lang, helpful, reason, comment, source FROM feedback WHERE comment = ?", comment);
const searchRow = (query: string, lang = "en", source = "reader") =>
  sql<{ searches: number; no_result: number; opened_none: number }>(
    "SELECT coalesce(sum(searches), 0) AS searches, coalesce(sum(no_result), 0) AS no_result, coalesce(sum(opened_none), 0) AS opened_none FROM search_daily WHERE query = ? AND lang = ? AND source = ?",
    query,
    lang,
    source,
  )[0];
const clicksAt = (query: string, position: number) =>
  sql<{ n: number }>("SELECT coalesce(sum(clicks), 0) AS n FROM search_clicks WHERE query = ? AND position = ?", query, position)[0].n;

/** Each context its own client address, so one test's requests never spend another's rate. */
let client = 0;
const address = () => `198.51.100.${++client}`;
async function reader(context: BrowserContext, baseURL?: string) {
  await visited(context, baseURL);
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": address() });
}

/** Answers No with a reason and a comment, and sees the thank-you the form returns to. */
async function answerNo(page: Page, comment: string) {
  const form = page.locator(".page-feedback");
  await form.getByText("No", { exact: true }).click();
  await form.getByLabel("It needs an example").check();
  await form.getByLabel(/Anything to add/).fill(comment);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}#feedback-thanks$`));
  await expect(page.locator("#feedback-thanks")).toBeVisible();
  await expect(form.getByRole("button", { name: "Yes" })).toBeHidden();
}
const expected = (comment: string) => [{ path: PAGE, lang: "en", helpful: 0, reason: "example", comment, source: "reader" }];

test.describe("page feedback", () => {
  test("is stored with JavaScript off", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await reader(context, baseURL);
    const page = await context.newPage();
    await page.goto(PAGE);
    const comment = mark("no script");
    await answerNo(page, comment);
    await expect.poll(() => feedbackWith(comment)).toEqual(expected(comment));
    await context.close();
  });

  test("is stored before the app starts (its scripts never load)", async ({ page, context, baseURL }) => {
    await reader(context, baseURL);
    await page.route("**/build/**/*.js", (route) => route.abort());
    await page.goto(PAGE);
    const comment = mark("before boot");
    await answerNo(page, comment);
    await expect.poll(() => feedbackWith(comment)).toEqual(expected(comment));
  });

  test("is stored with the app live, in both languages", async ({ page, context, baseURL }) => {
    await reader(context, baseURL);
    await page.goto(PAGE);
    await hydrated(page);
    const comment = mark("live");
    await answerNo(page, comment);
    await expect.poll(() => feedbackWith(comment)).toEqual(expected(comment));
    const yeses = () => sql<{ n: number }>("SELECT count(*) AS n FROM feedback WHERE path = ? AND helpful = 1", `/zh${PAGE}`)[0].n;
    const before = yeses();
    await page.goto(`/zh${PAGE}`);
    await hydrated(page);
    await page.locator(".page-feedback").getByRole("button", { name: "有帮助" }).click();
    await expect(page.locator("#feedback-thanks")).toHaveText(/谢谢/);
    await expect.poll(yeses).toBe(before + 1);
  });

  test("records nothing for a reader sending Sec-GPC or DNT", async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "sec-gpc": "1", "cf-connecting-ip": address() } });
    await visited(context, baseURL);
    const page = await context.newPage();
    await page.goto(PAGE);
    const comment = mark("gpc");
    await answerNo(page, comment);
    const dnt = mark("dnt");
    const headers = { dnt: "1", "sec-fetch-site": "same-origin", "cf-connecting-ip": address() };
    const form = await request.post("/__insights/feedback", { form: { path: PAGE, no: "Send", comment: dnt }, headers, maxRedirects: 0 });
    expect(form.status()).toBe(303);
    const beacon = await request.post("/__insights/search", { data: { q: dnt, lang: "en", hits: 0 }, headers });
    expect(beacon.status()).toBe(204);
    // Written after the answer and its batch window when at all: give a write the time to land.
    await page.waitForTimeout(500);
    expect([...feedbackWith(comment), ...feedbackWith(dnt)]).toEqual([]);
    expect(searchRow(dnt).searches).toBe(0);
    await context.close();
  });
});

test("a session of searches is counted once per search, with the position opened", async ({ page, context, baseURL }) => {
  await reader(context, baseURL);
  const nothing = mark("zzqx nothing");
  const [devBefore, portBefore, clickBefore] = [searchRow("dev server"), searchRow("port number"), clicksAt("port number", 1)];
  await page.goto("/guide/start/");
  await hydrated(page);
  const modal = page.getByRole("dialog", { name: "Search" });
  const search = async (query: string, found: boolean) => {
    await page.keyboard.press("/");
    await modal.getByRole("combobox").fill(query);
    await expect(found ? modal.getByRole("option").first() : modal.getByText(/No results/i).first()).toBeVisible();
  };
  await search("Dev  Server", true);
  await page.keyboard.press("Escape");
  await search(nothing, false);
  await page.keyboard.press("Escape");
  await search("port number", true);
  await modal.getByRole("option").first().click();
  await expect(modal).toBeHidden();
  await expect.poll(() => clicksAt("port number", 1)).toBe(clickBefore + 1);
  await expect.poll(() => searchRow(nothing)).toEqual({ searches: 1, no_result: 1, opened_none: 1 });
  const dev = searchRow("dev server");
  expect([dev.searches - devBefore.searches, dev.opened_none - devBefore.opened_none]).toEqual([1, 1]);
  const port = searchRow("port number");
  expect([port.searches - portBefore.searches, port.opened_none - portBefore.opened_none]).toEqual([1, 0]);
});

test("clients that go away mid-request neither lose nor double the records of the others, and later requests all answer", async ({
  baseURL,
}) => {
  // Records of one window are written together by whichever of their requests' timers fires first
  // (functions/insights/window.ts); clients cut off mid-body or before the answer must not hang
  // the isolate or the batch their neighbours are in.
  const headers = () => ({ "sec-fetch-site": "same-origin", "cf-connecting-ip": address(), "content-type": "text/plain" });
  const beacon = (q: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/__insights/search`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ q, lang: "en", hits: 1 }),
      ...init,
    });
  const [kept, stalled, cut, after] = ["kept", "stalled", "cut", "after"].map((what) => mark(`zzqx ${what}`));
  let answered = 0;
  const sends: Promise<unknown>[] = [];
  for (let i = 0; i < 30; i++) {
    const stop = new AbortController();
    if (i % 3 === 0) sends.push(beacon(kept).then((r) => r.status === 204 && answered++));
    else if (i % 3 === 1) {
      // Half a body, then the client goes: never accepted, so never stored.
      const body = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode(`{"q":"${stalled}",`)) });
      sends.push(beacon(stalled, { body, signal: stop.signal, duplex: "half" } as RequestInit).catch(() => {}));
      setTimeout(() => stop.abort(), 40 + i);
    } else {
      sends.push(beacon(cut, { signal: stop.signal }).catch(() => {}));
      setTimeout(() => stop.abort(), i % 7);
    }
  }
  await Promise.all(sends);
  expect(answered).toBe(10);
  const later = [
    fetch(`${baseURL}${PAGE}`, { headers: { cookie: "rsbuild-visited=1" } }).then((r) => r.status),
    fetch(`${baseURL}/__insights/feedback`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ path: PAGE, yes: "Yes" }),
    }).then((r) => r.status),
    beacon(after).then((r) => r.status),
    fetch(`${baseURL}/1/indexes/*/queries`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-algolia-application-id": "local", "x-algolia-api-key": "local" },
      body: JSON.stringify({ requests: [{ indexName: "rsbuild-en", query: "server port" }] }),
    }).then((r) => r.status),
  ];
  expect(await Promise.all(later)).toEqual([200, 303, 204, 200]);
  await expect.poll(() => searchRow(after).searches).toBe(1);
  expect(searchRow(kept).searches).toBe(10);
  expect(searchRow(stalled).searches).toBe(0);
  // Cut off before the answer: the worker may have accepted it; it is stored once at most.
  expect(searchRow(cut).searches).toBeLessThanOrEqual(10);
});

test("an agent's submit_feedback and search_docs are stored as an agent's", async ({ baseURL }) => {
  const client = new Client({ name: "e2e", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL("/mcp", baseURL), { requestInit: { headers: { "cf-connecting-ip": address() } } }),
  );
  const comment = mark("agent");
  const sent = (await client.callTool({
    name: "submit_feedback",
    arguments: { path: `https://example.com${PAGE}.md`, helpful: false, reason: "wrong", comment },
  })) as CallToolResult;
  expect(sent.structuredContent).toMatchObject({ recorded: true });
  const unknown = (await client.callTool({
    name: "submit_feedback",
    arguments: { path: "/config/server/prot", helpful: false },
  })) as CallToolResult;
  expect(unknown.isError).toBe(true);
  const query = mark("qzx agent");
  await client.callTool({ name: "search_docs", arguments: { query } });
  await client.close();
  await expect
    .poll(() => feedbackWith(comment))
    .toEqual([{ path: PAGE, lang: "en", helpful: 0, reason: "wrong", comment, source: "agent" }]);
  await expect.poll(() => searchRow(query, "en", "agent")).toEqual({ searches: 1, no_result: 1, opened_none: 0 });
});

test("every bad input gets a clear 4xx, never a 5xx", async ({ request }) => {
  const ok = { path: PAGE, yes: "Yes" };
  const same = () => ({ "sec-fetch-site": "same-origin", "cf-connecting-ip": address() });
  const cases: [string, () => ReturnType<typeof request.post>, number, RegExp][] = [
    ["GET", () => request.get("/__insights/feedback", { headers: same() }), 405, /only post/i],
    [
      "cross-site",
      () => request.post("/__insights/feedback", { form: ok, headers: { ...same(), "sec-fetch-site": "cross-site" } }),
      403,
      /own pages/,
    ],
    ["no origin", () => request.post("/__insights/search", { data: "{}", headers: { "cf-connecting-ip": address() } }), 403, /own pages/],
    ["JSON feedback", () => request.post("/__insights/feedback", { data: ok, headers: same() }), 415, /urlencoded/],
    [
      "3 KB",
      () => request.post("/__insights/feedback", { form: { ...ok, comment: "x".repeat(3000) }, headers: same() }),
      413,
      /2048 bytes/,
    ],
    ["honeypot", () => request.post("/__insights/feedback", { form: { ...ok, website: "x" }, headers: same() }), 400, /hidden field/],
    ["no page", () => request.post("/__insights/feedback", { form: { ...ok, path: "/nope" }, headers: same() }), 400, /no page/],
    [
      "bad reason",
      () => request.post("/__insights/feedback", { form: { path: PAGE, no: "Send", reason: "x" }, headers: same() }),
      400,
      /reason/,
    ],
    [
      "bad JSON",
      () => request.post("/__insights/search", { data: "{", headers: { ...same(), "content-type": "text/plain" } }),
      400,
      /not JSON/,
    ],
    ["bad hits", () => request.post("/__insights/search", { data: { q: "a", lang: "en", hits: -2 }, headers: same() }), 400, /hits/],
  ];
  for (const [name, send, status, message] of cases) {
    const response = await send();
    expect(response.status(), name).toBe(status);
    expect(await response.text(), name).toMatch(message);
  }
  const flood = { ...same() };
  const statuses: number[] = [];
  for (let i = 0; i < 24; i++)
    statuses.push((await request.post("/__insights/search", { data: { q: "flood", lang: "en", hits: 1 }, headers: flood })).status());
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  expect(statuses.every((s) => s === 204 || s === 429)).toBe(true);
});

test("the scheduled handler deletes rows older than 180 days", async ({ request }) => {
  const old = mark("expired");
  const recent = mark("kept");
  const insert = "INSERT INTO feedback (day, path, lang, helpful, comment, source) VALUES (?, ?, 'en', 0, ?, 'reader')";
  sql(insert, "2020-01-01", PAGE, old);
  sql(insert, new Date(Date.now() - 170 * 86_400_000).toISOString().slice(0, 10), PAGE, recent);
  expect((await request.get("/__scheduled?cron=17+3+*+*+*")).ok()).toBe(true);
  await expect.poll(() => feedbackWith(old).length).toBe(0);
  expect(feedbackWith(recent)).toHaveLength(1);
});
