// The window's promises never cross requests: a request that is gone (its timer never fires, as
// when its context is cancelled) leaves no other request waiting, and loses no record.
import { describe, expect, it } from "vitest";
import type { Pending } from "../../functions/insights/aggregate";
import type { Database } from "../../functions/insights/store";
import { enqueue, WINDOW_MS } from "../../functions/insights/window";

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
