import fs from "node:fs";
import path from "node:path";

/**
 * Watches every directory under root with its own non-recursive fs.watch. Node 20's
 * recursive watcher on Linux watches files one by one and loses a file for good once an
 * editor saves it by rename (write a temporary file, rename it over): later saves are never
 * reported. A directory watch sees the rename and every later write. New directories are
 * watched as they appear; removed ones are dropped. Calls onChange with absolute paths.
 */
export interface TreeWatcher {
  close(): void;
  readonly size: number;
}

export function watchTree(root: string, onChange: (paths: string[]) => void): TreeWatcher {
  const watchers = new Map<string, fs.FSWatcher>();

  function add(dir: string): void {
    if (watchers.has(dir)) return;
    let watcher: fs.FSWatcher;
    try {
      watcher = fs.watch(dir, (_event, name) => seen(dir, name));
    } catch {
      return; // Gone before we got to it.
    }
    watcher.on("error", () => drop(dir));
    watchers.set(dir, watcher);
    for (const entry of readdir(dir)) if (entry.isDirectory()) add(path.join(dir, entry.name));
  }

  function drop(dir: string): void {
    for (const [watched, watcher] of watchers) {
      if (watched === dir || watched.startsWith(dir + path.sep)) {
        watcher.close();
        watchers.delete(watched);
      }
    }
  }

  function seen(dir: string, name: string | null) {
    if (!name) return onChange([dir]);
    const abs = path.join(dir, String(name));
    const stat = statOf(abs);
    if (stat?.isDirectory()) {
      add(abs);
      // Files may have landed in it before its watcher existed (a folder moved in, git checkout).
      return onChange([abs, ...listFiles(abs)]);
    }
    if (!stat) drop(abs);
    onChange([abs]);
  }

  add(root);
  return {
    close: () => drop(root),
    get size() {
      return watchers.size;
    },
  };
}

function readdir(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

function statOf(abs: string): fs.Stats | undefined {
  try {
    return fs.statSync(abs);
  } catch {
    return undefined;
  }
}

function listFiles(dir: string): string[] {
  return readdir(dir).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
