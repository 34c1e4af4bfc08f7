import path from "node:path";
import { compileContent, compiled, mapLimit, pipelineVersion, writePublicFiles } from "../content/build.mjs";
import { dependenciesOf, listPages, sha, writeIfChanged } from "../content/files.mjs";
import { compilePage } from "../content/compile.mjs";
import { checkLinks } from "../content/links.mjs";
import { codeCss, pageData } from "../content/outputs.mjs";
import { describeError, formatError } from "./errors.mjs";
import { contentTree, mdxComponentNames } from "./tree.mjs";

/**
 * The dev server's content: one full build at start (app/generated for the first worker build,
 * then, in the background while Remix builds, the files under public/ derived from all pages),
 * then, per batch of saved files, only the pages those files are or feed (fragments are
 * followed to every importer). Pages are held in memory and served to the worker by
 * scripts/dev/server.mjs; nothing under public/ or app/generated changes mid-session except
 * code.css when a page brings new token colours.
 */
export async function createContentSession({ dirs, root, log = console.log }) {
  const started = performance.now();
  const first = await compileContent({ dirs, keepGoing: true });
  const fresh = first.outputs.filter((o) => !o.fromCache).length;
  log(`content: ${first.pages.length} pages (${fresh} compiled, ${first.pages.length - fresh} cached) in ${Math.round(performance.now() - started)} ms`);
  let publicFiles;
  const { times } = first;
  const version = pipelineVersion();
  const names = mdxComponentNames(root);
  const entries = new Map();
  const errors = new Map();
  const deps = new Map();
  const byModule = new Map();
  let snapshot;

  const put = (page, out) => {
    const data = pageData(page, out, times, dirs);
    entries.set(page.id, { page, out, data });
    deps.set(page.id, dependenciesOf(page.abs));
  };
  first.pages.forEach((page, i) => put(page, first.outputs[i]));
  for (const { page, error } of first.failed) fail(page, error);

  function fail(page, error) {
    errors.set(page.id, describeError(error, page.abs, path.dirname(dirs.content)));
    log(`content error: ${formatError(errors.get(page.id))}`);
    try {
      deps.set(page.id, dependenciesOf(page.abs));
    } catch {
      deps.delete(page.id);
    }
  }

  function publish() {
    const listed = [...entries.values()].sort((a, b) => a.page.id.localeCompare(b.page.id));
    const pages = listed.map((e) => e.data);
    const errorList = [...errors.values()];
    const buildId = sha(JSON.stringify({ pages, errorList })).slice(0, 12);
    // Recent versions stay reachable by their module URL, so a render finishes with the
    // version its manifest named even when a newer save lands meanwhile.
    for (const e of listed) {
      byModule.delete(e.data.moduleUrl);
      byModule.set(e.data.moduleUrl, e);
    }
    for (const url of byModule.keys()) if (byModule.size > 1000) byModule.delete(url);
    snapshot = { buildId, json: JSON.stringify({ buildId, pages, errors: errorList }) };
    writeIfChanged(path.join(dirs.generated, "code.css"), codeCss(listed.map((e) => e.out)));
  }
  publish();

  /** Rebuilds what a batch of changed paths affects; returns the pages compiled. */
  async function update(changed) {
    const started = performance.now();
    const touched = new Set(changed);
    const listed = listPages(dirs.content);
    const ids = new Set(listed.map((p) => p.id));
    for (const id of [...entries.keys(), ...errors.keys()]) {
      if (!ids.has(id)) [entries, errors, deps].forEach((m) => m.delete(id));
    }
    const todo = listed.filter((p) => (!entries.has(p.id) && !errors.has(p.id)) || touched.has(p.abs) || [...(deps.get(p.id) ?? [])].some((d) => touched.has(d)));
    await mapLimit(todo, 4, async (page) => {
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

  function manifestWithOutputs() {
    const listed = [...entries.values()];
    return [listed.map((e) => e.data), listed.map((e) => e.out)];
  }

  /** A page version's element tree (by its module URL), made once. */
  function tree(moduleUrl) {
    const entry = byModule.get(moduleUrl);
    if (!entry) return undefined;
    entry.tree ??= (() => {
      try {
        return { tree: contentTree(entry.out.module, names) };
      } catch (error) {
        return { error: { file: path.relative(path.dirname(dirs.content), entry.page.abs), line: 0, column: 0, message: error.message } };
      }
    })();
    return entry.tree;
  }

  return {
    /** Writes the startup build's files under public/, once (wrangler starts after, see server.mjs /ready). */
    publicFiles: () => (publicFiles ??= writePublicFiles(first, { log, dirs, linkCheck: "warn" }).catch((error) => log(`content: ${error.message}`))),
    update,
    tree,
    snapshot: () => snapshot,
    module: (url) => byModule.get(url)?.out.module,
    /** Compiles one page off the record, so the highlighter is loaded before the first save. */
    warm: () => compilePage(entries.values().next().value.page.abs).catch(() => {}),
  };
}
