// Compiles the given MDX files (default: all pages) without writing build outputs,
// and checks the authoring rules of content/README.md. Exit code 1 on any problem.
import fs from "node:fs";
import path from "node:path";
import { compilePage } from "./content/compile.mjs";
import { describeError } from "./content/errors.mjs";
import { listPages } from "./content/files.mjs";
import { dirs } from "./content/paths.mjs";

const HEADING = /^(#{2,4}) (.*)$/;

function ruleProblems(source, frontmatter) {
  const problems = [];
  if (!frontmatter.title) problems.push("frontmatter: missing title");
  if (!frontmatter.description) problems.push("frontmatter: missing description");
  let fence = false;
  for (const line of source.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const m = !fence && HEADING.exec(line);
    if (m && !/\{#[a-z0-9-]+\}\s*$/.test(m[2])) problems.push(`heading without explicit {#id}: ${line.trim()}`);
  }
  return problems;
}

const files = process.argv.slice(2).length ? process.argv.slice(2).map((f) => path.resolve(f)) : listPages(dirs.content).map((p) => p.abs);
let failed = 0;
for (const file of files) {
  try {
    const out = await compilePage(file);
    const problems = ruleProblems(fs.readFileSync(file, "utf8"), out.frontmatter);
    if (problems.length) {
      failed++;
      console.log(`✗ ${path.relative(process.cwd(), file)}\n  ${problems.join("\n  ")}`);
    } else console.log(`✓ ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    failed++;
    const { line, column, message } = describeError(error, file, process.cwd());
    console.log(`✗ ${path.relative(process.cwd(), file)}${line ? `:${line}:${column}` : ""}\n  ${String(message).split("\n").slice(0, 6).join("\n  ")}`);
  }
}
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
