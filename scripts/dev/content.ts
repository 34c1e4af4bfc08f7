import path from "node:path";
import { compileContent, compiled, mapLimit, pipelineVersion, writePublicFiles } from "../content/build.ts";
import { dependenciesOf, listPages, writeIfChanged } from "../content/files.ts";
import { compilePage } from "../content/compile.ts";
import { checkLinks } from "../content/links.ts";
import { codeCss, pageData } from "../content/outputs.ts";
import { describeError, formatError } from "../content/errors.ts";
import type { dirs as defaultDirs } from "../content/paths.ts";
import { createServed } from "./served.ts";
import type { DevError, Entry } from "./types.ts";
import { mdxComponentNames } from "./tree.ts";

/**
 * The dev server's content: one full build at start (app/generated for the first worker build,
 * then, in the background while Remix builds, the files under public/ derived from all pages),
 * then, per batch of saved files, only the pages those files are or feed (fragments are
 * followed to every importer). Pages are held in memory and served to the worker by
 * scripts/dev/server.ts; nothing under public/ or app/generated changes mid-session except
 * code.css when a page brings new token colours.
 */
type Dirs = typeof defaultDirs;
export type ContentSession = Awaited<ReturnType<typeof createContentSession>>;

export async function createContentSession({ dirs, root, log = console.log }: { dirs: Dirs; root: string; log?: (line: string) => void }) {
  const started = performance.now();
  const first = await compileContent({ dirs, keepGoing: true });
  const fresh = first.outputs.filter((o) => !o.fromCache).length;
  log(
    `content: ${first.pages.length} pages (${fresh} compiled, ${first.pages.length - fresh} cached) in ${Math.round(performance.now() - started)} ms`,
  );
  let publicFiles: Promise<unknown> | undefined;
  const { times } = first;
  const version = pipelineVersion();
  const entries = new Map<string, Entry>();
  const errors = new Map<string, DevError>();
  const deps = new Map<string, ReturnType<typeof dependenciesOf>>();
  const served = createServed({ names: mdxComponentNames(root), base: path.dirname(dirs.content) });

  const put = (page: Entry["page"], out: Entry["out"]) => {
    const data = pageData(page, out, times, dirs);
    entries.set(page.id, { page, out, data });
    deps.set(page.id, dependenciesOf(page.abs));
  };
  first.pages.forEach((page, i) => put(page, first.outputs[i]));
  for (const { page, error } of first.failed) fail(page, error);

  function fail(page: Entry["page"], error: unknown): void {
    const described = describeError(error, page.abs, path.dirname(dirs.content));
    errors.set(page.id, described);
    log(`content error: ${formatError(described)}`);
    try {
      deps.set(page.id, dependenciesOf(page.abs));
    } catch {
      deps.delete(page.id);
    }
  }

  function publish() {
    const listed = served.publish(entries, errors);
    writeIfChanged(path.join(dirs.generated, "code.css"), codeCss(listed.map((e) => e.out)));
  }
  publish();

  /** Rebuilds what a batch of changed paths affects; returns the pages compiled. */
  async function update(changed: Iterable<string>): Promise<number> {
    const started = performance.now();
    const touched: ReadonlySet<unknown> = new Set(changed);
    const listed = listPages(dirs.content);
    const ids = new Set(listed.map((p) => p.id));
    for (const id of [...entries.keys(), ...errors.keys()]) {
      if (!ids.has(id)) [entries, errors, deps].forEach((m) => m.delete(id));
    }
    const todo = listed.filter(
      (p) => (!entries.has(p.id) && !errors.has(p.id)) || touched.has(p.abs) || [...(deps.get(p.id) ?? [])].some((d) => touched.has(d)),
    );
    await mapLimit(todo, 4, async (page: Entry["page"]) => {
      try {
        put(page, await compiled(page, version, dirs));
        errors.delete(page.id);
      } catch (error) {
        fail(page, error);
      }
    });
    publish();
    const ms = Math.round(performance.now() - started);
    if (todo.length) log(`content: ${todo.map((p) => p.id).join(", ")} (${ms} ms)`);
    const links = checkLinks(...manifestWithOutputs()).filter((m) => todo.some((p) => m.startsWith(`${p.id}:`)));
    for (const problem of links) log(`content warning: ${problem}`);
    return todo.length;
  }

  function manifestWithOutputs(): Parameters<typeof checkLinks> {
    const listed = [...entries.values()];
    return [listed.map((e) => e.data), listed.map((e) => e.out)];
  }

  return {
    /** Writes the startup build's files under public/, once (wrangler starts after, see server.ts /ready). */
    publicFiles: () =>
      (publicFiles ??= writePublicFiles(first, { log, dirs, linkCheck: "warn", cards: false }).catch((error: unknown) =>
        log(`content: ${error instanceof Error ? error.message : error}`),
      )),
    update,
    tree: served.tree,
    snapshot: served.snapshot,
    module: served.module,
    /** Compiles one page off the record, so the highlighter is loaded before the first save. */
    warm: async () => {
      const entry = entries.values().next().value;
      if (entry) await compilePage(entry.page.abs).catch(() => {});
    },
  };
}
