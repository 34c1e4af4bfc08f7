// The window's promises never cross requests: a request that is gone (its timer never fires, as
// when its context is cancelled) leaves no other request waiting, and loses no record.
import { describe, expect, it, vi } from "vitest";
import type { Pending } from "../../functions/insights/aggregate";
import type { Database } from "../../functions/insights/database";
import { enqueue, STALL_MS, WINDOW_MS } from "../../functions/insights/window";

const item = (query: string): Pending => ({
  kind: "search",
  day: "2026-07-01",
  record: { query, lang: "en", hits: 1, position: null, source: "reader" },
});
/** A request whose context is gone: its timer never fires. */
const gone = () => new Promise<void>(() => {});
const live = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Settled within the time, or "pending": a waitUntil promise that never settles holds its request. */
const within = (p: Promise<unknown>, ms: number) => Promise.race([p.then(() => "settled"), live(ms).then(() => "pending")]);

describe("the write window", () => {
  it("is written by any live request of it when the one that opened it is gone", async () => {
    const db = {} as Database;
    const writes: string[][] = [];
    const write = async (_: Database, records: Pending[]) =>
      void writes.push(records.map((r) => (r.kind === "search" ? r.record.query : "")));
    const held: Promise<unknown>[] = [];
    enqueue(db, item("first"), (p) => held.push(p), write, gone);
    enqueue(db, item("second"), (p) => held.push(p), write, live);
    expect(await within(held[1], WINDOW_MS + 500)).toBe("settled");
    expect(writes).toEqual([["first", "second"]]);
  });

  it("is written at once by a later record when every request of it is gone", async () => {
    const db = {} as Database;
    const writes: number[] = [];
    const write = async (_: Database, records: Pending[]) => void writes.push(records.length);
    const realNow = Date.now;
    enqueue(db, item("a"), () => {}, write, gone);
    enqueue(db, item("b"), () => {}, write, gone);
    Date.now = () => realNow() + WINDOW_MS + 1;
    try {
      const held: Promise<unknown>[] = [];
      // Its own timer is for 0 ms: the window is overdue.
      enqueue(
        db,
        item("c"),
        (p) => held.push(p),
        write,
        (ms) => (ms === 0 ? live(0) : gone()),
      );
      expect(await within(held[0], 100)).toBe("settled");
    } finally {
      Date.now = realNow;
    }
    expect(writes).toEqual([3]);
  });
});

describe("a window whose write never ends", () => {
  /** Writes that never end (their request was cancelled) until `hang` is false; each one's id and size. */
  function writer() {
    const state = { hang: true, writes: [] as [string, number][] };
    const write = (_: Database, records: Pending[], id: string) => {
      state.writes.push([id, records.length]);
      return state.hang ? gone() : Promise.resolve();
    };
    const db = {} as Database;
    /** Enqueues a record; its request's timers are live (or gone) and it holds nothing unless given `hold`. */
    const push = (query: string, timer: (ms: number) => Promise<void> = () => live(0), hold = (_: Promise<unknown>) => {}) =>
      enqueue(db, item(query), hold, write, timer);
    return { state, push };
  }
  const later = (ms: number) => {
    const realNow = Date.now;
    Date.now = () => realNow() + ms;
    return () => void (Date.now = realNow);
  };

  it("is written again under its own id by the next record's request after STALL_MS, with one log line", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { state, push } = writer();
    push("a");
    push("b");
    await live(10);
    expect(state.writes).toHaveLength(1);
    const restore = later(STALL_MS + 1);
    try {
      state.hang = false;
      const held: Promise<unknown>[] = [];
      push("c", undefined, (p) => held.push(p));
      await Promise.all(held);
      // Once more, not a third time: the retried write ended.
      push("d", gone);
    } finally {
      restore();
    }
    const [first, again, next] = state.writes;
    expect(again).toEqual(first);
    expect(first[1]).toBe(2);
    expect(next[0]).not.toBe(first[0]);
    expect(state.writes).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain("insights: a window's write (2 records) did not end in 30 s: written again");
    warn.mockRestore();
  });

  it("is lost, with one log line, when its second write does not end either", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { state, push } = writer();
    push("a");
    await live(10);
    for (const step of [1, 2, 3]) {
      const restore = later(step * (STALL_MS + 1));
      push(`late ${step}`, gone);
      restore();
    }
    expect(state.writes.map(([, n]) => n)).toEqual([1, 1]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      "insights: a window's write (1 record) did not end in 30 s: written again",
      "insights: a window's write (1 record) did not end in 30 s twice: its records are lost",
    ]);
    warn.mockRestore();
  });
});
