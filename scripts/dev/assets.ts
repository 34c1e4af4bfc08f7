import fs from "node:fs";
import path from "node:path";
import { watchTree } from "./watch.ts";

/**
 * `remix dev` empties its client build folder at the start of every rebuild. Inside public/,
 * that raced wrangler's asset watcher, which lists public/ and then stats each file: a file
 * removed in between failed the stat (ENOENT) and ended wrangler. So in development Remix
 * writes to a folder of its own and its files are copied into public/build here: added or
 * replaced (through a rename from outside public/), never removed during the session. Names
 * are content-hashed, so old files are only unused.
 */
export function mirrorAssets(from: string, to: string, tmpDir: string): { sync: () => void; close: () => void } {
  fs.mkdirSync(from, { recursive: true });
  fs.mkdirSync(tmpDir, { recursive: true });
  let timer: NodeJS.Timeout | undefined;
  const sync = () => {
    timer = undefined;
    copyTree(from, to, tmpDir);
  };
  sync();
  const watcher = watchTree(from, () => {
    clearTimeout(timer);
    timer = setTimeout(sync, 10);
  });
  return { sync, close: () => watcher.close() };
}

function copyTree(from: string, to: string, tmpDir: string): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target, tmpDir);
    else if (entry.isFile()) copyFile(source, target, tmpDir);
  }
}

function copyFile(source: string, target: string, tmpDir: string): void {
  try {
    const size = fs.statSync(source).size;
    if (fs.existsSync(target) && fs.statSync(target).size === size) return;
    const tmp = path.join(tmpDir, `${path.basename(target)}.${process.pid}.tmp`);
    fs.copyFileSync(source, tmp);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(tmp, target);
  } catch (error) {
    // Remix emptied its folder mid-copy: the next rebuild's files come with their own event.
    if (!(error instanceof Error && "code" in error && error.code === "ENOENT")) throw error;
  }
}
