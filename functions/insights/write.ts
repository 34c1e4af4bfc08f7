import type { Pending } from "./aggregate";
import { statements } from "./statements";
import type { Database } from "./database";

const MARK = "INSERT INTO windows (id, day) VALUES (?, ?)";
/** The window's own id and its records' `<id>:<n>` ids (':' < ';' in byte order). */
const WRITTEN = "SELECT id FROM windows WHERE id = ?1 OR (id > ?1 || ':' AND id < ?1 || ';')";

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Which of this window's ids are stored; none when even the read fails (D1 is down). */
async function written(db: Database, id: string): Promise<Set<string>> {
  try {
    const { results } = await db.prepare(WRITTEN).bind(id).all<{ id: string }>();
    return new Set(results.map((r) => r.id));
  } catch {
    return new Set();
  }
}

/**
 * Writes a window's records as one batch (one transaction) with the window's id in `windows`. When
 * the batch fails nothing of it was stored, unless it was a second write of a window whose first
 * commit landed (its answer lost, or its request cancelled after the commit): the id is then
 * found, and nothing is added twice. Otherwise each record is tried alone once, under an id of its
 * own, and only one failing again is lost, with one log line.
 */
export async function writeWindow(db: Database, pending: readonly Pending[], id: string): Promise<void> {
  const mark = (key: string) => db.prepare(MARK).bind(key, pending[0].day);
  try {
    await db.batch([mark(id), ...statements(db, pending)]);
    return;
  } catch (error) {
    const done = await written(db, id);
    if (done.has(id)) return console.log(`insights: a window of ${pending.length} records was stored before; not added again`);
    if (pending.length === 1) return console.warn(`insights: one ${pending[0].kind} record lost: ${reason(error)}`);
    for (const [n, item] of pending.entries()) {
      if (done.has(`${id}:${n}`)) continue;
      try {
        await db.batch([mark(`${id}:${n}`), ...statements(db, [item])]);
      } catch (error) {
        console.warn(`insights: one ${item.kind} record lost: ${reason(error)}`);
      }
    }
  }
}
