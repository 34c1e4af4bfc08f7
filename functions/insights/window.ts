import type { Pending } from "./aggregate";
import type { Database } from "./store";

/** How long an isolate gathers records before writing them together, and how many at most. */
export const WINDOW_MS = 1000;
export const MAX_RECORDS = 50;

/** The records gathered for one write; `taken` once a request has started writing them. */
interface Group {
  records: Pending[];
  due: number;
  taken: boolean;
}

/** The group still gathering, per database binding: plain data only, no promise, no I/O object. */
const open = new WeakMap<Database, Group>();

/** A timer in the calling request's own context (the tests stand in a request that is gone). */
const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Adds a record to the isolate's open group. The request hands `waitUntil` a promise of its own
 * making (a timer to the group's due time, then the write if no other request has started it),
 * never one another request made: a promise of another request's I/O may never settle once that
 * request is gone. So any live request of a group writes it, a record that arrives after a due
 * time whose timers never ran writes that group at once, and the group that reaches
 * MAX_RECORDS is written at once by the request that filled it.
 */
export function enqueue(
  db: Database,
  item: Pending,
  waitUntil: (p: Promise<unknown>) => void,
  write: (db: Database, records: Pending[]) => Promise<void>,
  sleep = timer,
): void {
  const now = Date.now();
  let group = open.get(db);
  if (!group) {
    group = { records: [], due: now + WINDOW_MS, taken: false };
    open.set(db, group);
  }
  group.records.push(item);
  const mine = group;
  const take = async () => {
    if (mine.taken) return;
    mine.taken = true;
    if (open.get(db) === mine) open.delete(db);
    await write(db, mine.records);
  };
  if (mine.records.length >= MAX_RECORDS) waitUntil(take());
  else waitUntil(sleep(Math.max(0, mine.due - now)).then(take));
}
