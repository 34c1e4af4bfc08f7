import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileProblems, ruleProblems } from "../../scripts/check-mdx.ts";
import { preprocess } from "../../scripts/content/preprocess.ts";
import { sourceLines } from "../../scripts/content/source-grammar.ts";

const kinds = (source: string) => sourceLines(source).map((t) => t.kind);
const fm = { title: "T", description: "D" };

describe("source grammar", () => {
  it("classifies every line and gives the source back when joined", () => {
    const source = "# Page\n\n:::note A title\nbody\n:::\n\n```md\n:::tip\n## Not a heading\n```\n:::\n## Id {#an-id}";
    expect(kinds(source)).toEqual(["heading", "text", "open", "text", "close", "text", "code", "code", "code", "code", "text", "heading"]);
    expect(
      sourceLines(source)
        .map((t) => t.line)
        .join("\n"),
    ).toBe(source);
  });

  it("reads a container's type (note is info) and title, and nests containers", () => {
    const [outer, inner, , close1, close2] = sourceLines(":::details Show more  \n:::warning\nx\n:::\n:::");
    expect(outer).toMatchObject({ kind: "open", type: "details", title: "Show more" });
    expect(inner).toMatchObject({ kind: "open", type: "warning", title: "" });
    expect([close1.kind, close2.kind]).toEqual(["close", "close"]);
    expect(sourceLines(":::note\n:::")[0]).toMatchObject({ type: "info" });
  });

  it("keeps a stray ::: and unknown container types as text", () => {
    expect(kinds(":::\n:::caution\n:::")).toEqual(["text", "text", "text"]);
  });

  it("closes a fence only with the same marker, at least as long", () => {
    expect(kinds("````\n```\n:::tip\n````\n:::tip")).toEqual(["code", "code", "code", "code", "open"]);
    expect(kinds("~~~\n```\n~~~\n## H")).toEqual(["code", "code", "code", "heading"]);
  });

  it("splits a heading's {#id} suffix from its text", () => {
    expect(sourceLines("### Title {#my_id} ")[0]).toMatchObject({ kind: "heading", level: 3, id: "my_id", text: "### Title" });
    expect(sourceLines("## Plain")[0]).toMatchObject({ level: 2, id: null, text: "## Plain" });
    expect(kinds("#######  x\n#no-space")).toEqual(["text", "text"]);
  });

  it("is what preprocess rewrites: a stray ::: stays as written", () => {
    expect(preprocess("a\n:::\nb")).toBe("a\n:::\nb");
    expect(preprocess(":::note\nx\n:::")).toBe('<Container type="info">\n\nx\n\n</Container>');
  });
});

describe("check-mdx", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "check-mdx-"));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const page = (name: string, body: string) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, `---\ntitle: T\ndescription: D\n---\n\n# T\n\n${body}\n`);
    return file;
  };

  it("asks for a lowercase {#id} on h2–h4 outside code only", () => {
    const source = "## A\n### B {#Upper}\n#### C {#ok-1}\n##### D\n```\n## In code\n```\n:::tip\n## In a tip\n:::";
    expect(ruleProblems(source, fm)).toEqual([
      "heading without explicit {#id}: ## A",
      "heading without explicit {#id}: ### B {#Upper}",
      "heading without explicit {#id}: ## In a tip",
    ]);
    expect(ruleProblems("", {})).toEqual(["frontmatter: missing title", "frontmatter: missing description"]);
  });

  it("reports an unclosed container as the compiler's missing closing tag", async () => {
    const problems = await fileProblems(page("unclosed.mdx", ":::tip Open\n\ntext"));
    expect(problems.join("\n")).toMatch(/Expected a closing tag for `<Container>`/);
  }, 30_000);

  it("accepts well-formed containers and a stray ::: in prose", async () => {
    expect(
      await fileProblems(page("good.mdx", ":::warning Careful\n\n:::info\ninner\n:::\n\n:::\n\nStray:\n\n:::\n\n## Next {#next}")),
    ).toEqual([]);
  }, 30_000);
});
