import path from "node:path";
import { sha } from "../content/files.ts";
import { siteUrl } from "../content/site-files.ts";
import { contentTree } from "./tree.ts";
import type { DevError, Entry, PageTree, Snapshot } from "./types.ts";

/**
 * What the dev server hands the worker: the manifest snapshot of the last complete rebuild,
 * and page versions by module URL (content-hashed). Recent versions stay reachable, so a
 * render finishes with the version its manifest named even when a newer save lands meanwhile.
 */
export function createServed({ names, base, keep = 1000 }: { names: string[]; base: string; keep?: number }) {
  const byModule = new Map<string, Entry>();
  let snapshot: Snapshot | undefined;

  /** Publishes a complete state: entries are { page, out, data } by page id; errors by page id. */
  function publish(entries: Map<string, Entry>, errors: Map<string, DevError>): Entry[] {
    const listed = [...entries.values()].sort((a, b) => a.page.id.localeCompare(b.page.id));
    const pages = listed.map((e) => e.data);
    const errorList = [...errors.values()];
    const buildId = sha(JSON.stringify({ pages, errorList })).slice(0, 12);
    for (const e of listed) {
      byModule.delete(e.data.moduleUrl);
      byModule.set(e.data.moduleUrl, e);
    }
    for (const url of byModule.keys()) if (byModule.size > keep) byModule.delete(url);
    snapshot = { buildId, json: JSON.stringify({ buildId, siteUrl: siteUrl(), pages, errors: errorList }) };
    return listed;
  }

  /** A page version's element tree, made once; a module that fails to run reports where. */
  function tree(moduleUrl: string): PageTree | undefined {
    const entry = byModule.get(moduleUrl);
    if (!entry) return undefined;
    entry.tree ??= ((): PageTree => {
      try {
        return { tree: contentTree(entry.out.module, names) };
      } catch (error) {
        return { error: { file: path.relative(base, entry.page.abs), line: 0, column: 0, message: messageOf(error) } };
      }
    })();
    return entry.tree;
  }

  return {
    publish,
    tree,
    /** The last published state; publish() runs before anything reads it. */
    snapshot: (): Snapshot => {
      if (!snapshot) throw new Error("dev content: nothing published yet");
      return snapshot;
    },
    module: (url: string): string | undefined => byModule.get(url)?.out.module,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
