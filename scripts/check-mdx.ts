// Compiles the given MDX files (default: all pages) without writing build outputs,
// and checks the authoring rules of content/README.md. Exit code 1 on any problem.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Frontmatter } from "../app/shared/content/types.ts";
import { compilePage } from "./content/compile.ts";
import { describeError } from "./content/errors.ts";
import { listPages } from "./content/files.ts";
import { dirs } from "./content/paths.ts";
import { sourceLines } from "./content/source-grammar.ts";

const OUTLINE_ID = /^[a-z0-9-]+$/;

/** Authoring rules the compiler does not enforce: frontmatter fields, and an explicit lowercase {#id} on every h2–h4 outside code. */
export function ruleProblems(source: string, frontmatter: Frontmatter): string[] {
  const problems: string[] = [];
  if (!frontmatter.title) problems.push("frontmatter: missing title");
  if (!frontmatter.description) problems.push("frontmatter: missing description");
  for (const token of sourceLines(source)) {
    const outlined = token.kind === "heading" && token.level >= 2 && token.level <= 4;
    if (outlined && !OUTLINE_ID.test(token.id ?? "")) problems.push(`heading without explicit {#id}: ${token.line.trim()}`);
  }
  return problems;
}

/** The problems of one file: its compile error (a malformed container is one), else its rule problems. */
export async function fileProblems(file: string): Promise<string[]> {
  try {
    const out = await compilePage(file);
    return ruleProblems(fs.readFileSync(file, "utf8"), out.frontmatter);
  } catch (error) {
    const { line, column, message } = describeError(error, file, process.cwd());
    return [`${line ? `${line}:${column}: ` : ""}${String(message).split("\n").slice(0, 6).join("\n  ")}`];
  }
}

async function main(args: string[]): Promise<void> {
  const files = args.length ? args.map((f) => path.resolve(f)) : listPages(dirs.content).map((p) => p.abs);
  let failed = 0;
  for (const file of files) {
    const problems = await fileProblems(file);
    if (problems.length) failed++;
    console.log(
      problems.length ? `✗ ${path.relative(process.cwd(), file)}\n  ${problems.join("\n  ")}` : `✓ ${path.relative(process.cwd(), file)}`,
    );
  }
  console.log(`${files.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main(process.argv.slice(2));
