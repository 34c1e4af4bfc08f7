import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildContent } from "../content/build.ts";
import { writeCorpus } from "./corpus.ts";

const quiet = () => {};

/** A full content build of a generated corpus, then an incremental one after one page changed. */
export async function contentBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-content-"));
  writeCorpus(dir);
  const dirs = {
    content: path.join(dir, "content"),
    cache: path.join(dir, "cache"),
    generated: path.join(dir, "generated"),
    publicPages: path.join(dir, "public/pages"),
  };
  const full = await buildContent({ log: quiet, dirs });
  fs.appendFileSync(path.join(dirs.content, "en/section-3/page-3.mdx"), "\nOne more sentence.\n");
  const incremental = await buildContent({ log: quiet, dirs });
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(
    `content build, generated corpus of ${full.pages} pages: full ${full.ms} ms; incremental (1 page changed, ${incremental.compiled} compiled): ${incremental.ms} ms`,
  );
}
