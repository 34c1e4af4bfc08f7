import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import { RecordStore } from "../../functions/search/records";
import { WARM_QUERIES, answerOnce, warmSteps } from "../../functions/search/warm";
import { requestStarted, requestsInFlight } from "../../functions/http/in-flight";
import { MAX_POLL_MS, WARM_GIVE_UP_MS, WARM_START_MS, warmInBackground } from "../../functions/search/warm-background.server";
import type { IndexFile } from "~/shared/search/types";
import set from "../fixtures/search-relevance.json";

const file = (lang: "en" | "zh") =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../public/search/${lang}.json`), "utf8")) as IndexFile;

describe.each(["en", "zh"] as const)("the engine's warm-up (%s)", (lang) => {
  const data = file(lang);

  it("every warm query finds records: one that found none would warm little", () => {
    const engine = new SearchEngine(data, lang);
    for (const query of WARM_QUERIES[lang]) expect(answerOnce(engine, query), query).toBeGreaterThan(0);
  });

  it("changes no answer", () => {
    const warmed = new SearchEngine(data, lang);
    for (const _ of warmSteps(warmed));
    const fresh = new SearchEngine(data, lang);
    const answer = (engine: SearchEngine, query: string) => engine.search(query).map((h) => `${h.record.url} ${h.score.toFixed(9)}`);
    for (const [query] of set[lang].slice(0, 40)) expect(answer(warmed, query), query).toEqual(answer(fresh, query));
  });
});

describe("RecordStore.prepare", () => {
  it("expands and lowercases a range of records, and says where to go on", () => {
    const store = new RecordStore(file("en"), "en");
    const lowered = () => (store as unknown as { lowered: (string | undefined)[] }).lowered.filter((t) => t !== undefined).length;
    expect(store.prepare(0, 200)).toBe(200);
    expect(lowered()).toBe(200);
    expect(store.prepare(store.size - 3, 200)).toBe(store.size);
    expect(lowered()).toBe(203);
  });
});

describe("warmInBackground", () => {
  afterEach(() => void vi.useRealTimers());

  /** An engine of `size` records counting the steps that ran: 1 step of records per 200, then the queries. */
  function counting(size: number) {
    const steps = { records: 0, queries: 0 };
    const engine = {
      lang: "en",
      size,
      prepareRecords: (from: number, count: number) => (steps.records++, Math.min(size, from + count)),
      searchWithTotal: () => (steps.queries++, { hits: [], total: 0, exhaustive: true, work: 0 }),
    } as unknown as SearchEngine;
    return { engine, steps };
  }

  it("runs each engine's steps once, a few per timer turn, to the end", async () => {
    vi.useFakeTimers();
    const { engine, steps } = counting(1000);
    const background: Promise<unknown>[] = [];
    warmInBackground(engine, (p) => background.push(p), requestsInFlight);
    warmInBackground(engine, (p) => background.push(p), requestsInFlight);
    expect(background).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(WARM_START_MS - 1);
    expect(steps.records).toBe(0);
    await vi.advanceTimersToNextTimerAsync();
    // Requests run between steps: a turn runs a step or two, never the whole warm-up.
    expect(steps.records).toBeGreaterThan(0);
    expect(steps.records).toBeLessThan(3);
    await vi.runAllTimersAsync();
    await background[0];
    expect(steps).toEqual({ records: 5, queries: WARM_QUERIES.en.length * 3 });
  });

  it("waits while a request is being handled", async () => {
    vi.useFakeTimers();
    const { engine, steps } = counting(1000);
    const done = requestStarted();
    warmInBackground(engine, () => undefined, requestsInFlight);
    await vi.advanceTimersByTimeAsync(WARM_START_MS + 50);
    expect(steps.records).toBe(0);
    done();
    done();
    // Looked at less and less often while busy, but never less than every MAX_POLL_MS.
    await vi.advanceTimersByTimeAsync(MAX_POLL_MS + 1);
    expect(steps.records).toBeGreaterThan(0);
  });

  it("gives up when the isolate is never idle", async () => {
    vi.useFakeTimers();
    const { engine, steps } = counting(1000);
    const done = requestStarted();
    const background: Promise<unknown>[] = [];
    warmInBackground(engine, (p) => background.push(p), requestsInFlight);
    let ended = false;
    void background[0].then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(WARM_GIVE_UP_MS - 100);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(ended).toBe(true);
    done();
    await vi.runAllTimersAsync();
    expect(steps.records).toBe(0);
  });

  it("does nothing without a context to run after the response", async () => {
    vi.useFakeTimers();
    const { engine, steps } = counting(1000);
    warmInBackground(engine, undefined, requestsInFlight);
    await vi.runAllTimersAsync();
    expect(steps).toEqual({ records: 0, queries: 0 });
  });
});
