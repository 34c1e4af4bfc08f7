import type { Pending } from "./aggregate";
import type { Database } from "./database";

/** How long an isolate gathers records before writing them together, and how many at most. */
export const WINDOW_MS = 1000;
export const MAX_RECORDS = 50;
/**
 * A write not finished this long after it started never will: a request's `waitUntil` work is
 * cancelled 30 s after its answer, and D1 ends a query at 30 s.
 */
export const STALL_MS = 30_000;

/** The records gathered for one write, under an id their write stores with them (write.ts). */
interface Group {
  id: string;
  records: Pending[];
  due: number;
  /** When its latest write started (0: not yet taken), how many have started, and whether one ended. */
  started: number;
  writes: number;
  done: boolean;
}

type Write = (db: Database, records: Pending[], id: string) => Promise<void>;

/** The group still gathering, per database binding: plain data only, no promise, no I/O object. */
const open = new WeakMap<Database, Group>();
/** The groups being written, per binding, until their write ends. */
const writing = new WeakMap<Database, Set<Group>>();

/** A timer in the calling request's own context (the tests stand in a request that is gone). */
const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts a write of the group in the calling request's context. */
async function run(db: Database, group: Group, write: Write, now: number): Promise<void> {
  group.started = now;
  group.writes += 1;
  const set = writing.get(db) ?? new Set();
  writing.set(db, set);
  set.add(group);
  try {
    await write(db, group.records, group.id);
  } finally {
    group.done = true;
    set.delete(group);
  }
}

/**
 * Writes again the groups whose write stalled, as when the request writing it was cancelled:
 * the id stored with a group's rows keeps a write whose commit did land from adding them twice.
 * A second stall loses the group. Each is logged once; a group stalled in an isolate that gets no
 * more records is neither retried nor logged (as an isolate's end loses its open group).
 */
function retryStalled(db: Database, now: number, waitUntil: (p: Promise<unknown>) => void, write: Write) {
  for (const group of writing.get(db) ?? []) {
    if (group.done || now - group.started < STALL_MS) continue;
    const what = `a window's write (${group.records.length} record${group.records.length === 1 ? "" : "s"}) did not end in ${STALL_MS / 1000} s`;
    if (group.writes > 1) {
      writing.get(db)?.delete(group);
      console.warn(`insights: ${what} twice: its records are lost`);
      continue;
    }
    console.warn(`insights: ${what}: written again`);
    waitUntil(run(db, group, write, now));
  }
}

/**
 * Adds a record to the isolate's open group. The request hands `waitUntil` a promise of its own
 * making (a timer to the group's due time, then the write if no other request has started it),
 * never one another request made: a promise of another request's I/O may never settle once that
 * request is gone. So any live request of a group writes it, a record that arrives after a due
 * time whose timers never ran writes that group at once, and the group that reaches
 * MAX_RECORDS is written at once by the request that filled it.
 */
export function enqueue(db: Database, item: Pending, waitUntil: (p: Promise<unknown>) => void, write: Write, sleep = timer): void {
  const now = Date.now();
  retryStalled(db, now, waitUntil, write);
  let group = open.get(db);
  if (!group) {
    group = { id: crypto.randomUUID(), records: [], due: now + WINDOW_MS, started: 0, writes: 0, done: false };
    open.set(db, group);
  }
  group.records.push(item);
  const mine = group;
  const take = async () => {
    if (mine.writes > 0) return;
    if (open.get(db) === mine) open.delete(db);
    await run(db, mine, write, Date.now());
  };
  if (mine.records.length >= MAX_RECORDS) waitUntil(take());
  else waitUntil(sleep(Math.max(0, mine.due - now)).then(take));
}
