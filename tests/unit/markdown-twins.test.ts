import fs from "node:fs";
import path from "node:path";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageData } from "~/shared/content/types";
import { cacheControl } from "~/shared/http/cache-control";
import { buildFixtureSite } from "../fixtures/site-build";
import { markdownPath } from "../../scripts/content/markdown/files.ts";
import { isBadgeText } from "../../scripts/content/versions.ts";

const root = path.resolve(__dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "app/generated/manifest.json"), "utf8")) as { pages: PageData[] };

interface Heading {
  depth: number;
  text: string;
}

/** The headings of a Markdown text as a CommonMark parser reads them, and what else it found. */
function parse(markdown: string) {
  const tree = fromMarkdown(markdown);
  const headings: Heading[] = [];
  const html: string[] = [];
  const esm: string[] = [];
  visit(tree, (node) => {
    if (node.type === "heading") {
      // The version badge is the twin's addition to the heading, not part of its name.
      const own = node.children.filter((c) => !(c.type === "inlineCode" && isBadgeText(c.value)));
      headings.push({ depth: node.depth, text: toString({ ...node, children: own }).trim() });
    }
    if (node.type === "html") html.push(node.value);
    // The paragraph's source: an import written in inline code is prose, a bare one is not.
    const source = node.position ? markdown.slice(node.position.start.offset, node.position.end.offset) : "";
    if (node.type === "paragraph" && /^(import|export)\s/m.test(source)) esm.push(source);
  });
  return { tree, headings, html, esm };
}

/** The page's own headings: its h1 (or the title the layout shows in its place) and its h2–h4 outline. */
function pageHeadings(page: PageData): Heading[] {
  const h1 = page.headingTitle || page.title;
  return [...(page.pageType === "home" ? [] : [{ depth: 1, text: h1 }]), ...page.toc.map((t) => ({ depth: t.depth, text: t.text }))];
}

/** a is a subsequence of b: every heading kept, in order, with its level (tabs add headings of their own). */
function missingFrom(expected: Heading[], actual: Heading[]): Heading[] {
  let at = 0;
  const missing: Heading[] = [];
  for (const h of expected) {
    const found = actual.findIndex((a, i) => i >= at && a.depth === h.depth && a.text === h.text);
    if (found < 0) missing.push(h);
    else at = found + 1;
  }
  return missing;
}

describe("every page's Markdown twin (built site)", () => {
  it("exists for every page of both languages, with no JSX, HTML, import lines or frontmatter, and every heading of the page", () => {
    expect(manifest.pages.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const page of manifest.pages) {
      const file = path.join(root, "public", markdownPath(page.routePath));
      if (!fs.existsSync(file)) {
        problems.push(`${page.routePath}: no ${markdownPath(page.routePath)}`);
        continue;
      }
      const markdown = fs.readFileSync(file, "utf8");
      const { tree, headings, html, esm } = parse(markdown);
      if (html.length) problems.push(`${page.routePath}: HTML/JSX ${html[0]}`);
      if (esm.length) problems.push(`${page.routePath}: import/export line ${esm[0]}`);
      if (/\{\/\*|\{#[\w-]+\}/.test(markdown.replace(/```[\s\S]*?```/g, "")))
        problems.push(`${page.routePath}: MDX comment or heading id left`);
      if (tree.children[0]?.type !== "heading") problems.push(`${page.routePath}: does not open with its title`);
      for (const h of missingFrom(pageHeadings(page), headings))
        problems.push(`${page.routePath}: heading lost: ${"#".repeat(h.depth)} ${h.text}`);
    }
    expect(problems).toEqual([]);
    // About 3 s alone; parsing 2 MB of Markdown takes longer beside other test files on 2 cores.
  }, 90_000);

  it("names twins by URL: .md after the page's path, index.md after a slash", () => {
    expect(markdownPath("/guide/start/quick-start")).toBe("/guide/start/quick-start.md");
    expect(markdownPath("/guide/start/")).toBe("/guide/start/index.md");
    expect(markdownPath("/")).toBe("/index.md");
    expect(markdownPath("/zh/")).toBe("/zh/index.md");
    expect(markdownPath("/zh/config/logLevel")).toBe("/zh/config/logLevel.md");
  });

  it("are served as text/markdown and cached like the page (public/_headers)", () => {
    const headers = fs.readFileSync(path.join(root, "public/_headers"), "utf8");
    const rule = /^\/\*\.md\n((?:[ \t]+.*\n)+)/m.exec(headers)?.[1] ?? "";
    expect(rule).toContain("Content-Type: text/markdown; charset=utf-8");
    expect(rule).toContain(`Cache-Control: ${cacheControl.page}`);
  });
});

describe("Markdown of the components (fixture pages)", () => {
  const SITE = "https://docs.example.test";
  let out: string;
  let restore: () => void;
  const read = (f: string) => fs.readFileSync(path.join(out, "public", f), "utf8");

  beforeAll(async () => {
    ({ out, restore } = await buildFixtureSite("markdown-twins", SITE, (copy) => {
      fs.mkdirSync(path.join(copy, "public/guide"), { recursive: true });
      fs.writeFileSync(path.join(copy, "public/guide/removed-page.md"), "# A page that no longer exists\n");
    }));
  }, 60_000);

  afterAll(() => restore());

  it("writes package-manager tabs as the npm command with the others below it, in a bash block", () => {
    const md = read("guide/install.md");
    expect(md).toContain(
      "```bash\nnpm install @rsbuild/plugin-react -D\n# yarn add @rsbuild/plugin-react -D\n# pnpm add @rsbuild/plugin-react -D\n# bun add @rsbuild/plugin-react -D\n```",
    );
    expect(md).toContain("```bash\nnpx rsbuild build\n# yarn rsbuild build\n# pnpm rsbuild build\n# bunx rsbuild build\n```");
  });

  it("writes tabs as sections headed by their label, one level below the heading above them", () => {
    const md = read("guide/install.md");
    expect(md).toContain("## Add the React plugin\n");
    expect(md).toContain("### React\n\nText inside a **tab**.");
  });

  it("writes containers as blockquotes opening with their title, and inlines shared fragments", () => {
    expect(read("guide/install.md")).toContain("> **WARNING**\n>\n> Untitled warning text.");
    expect(read("guide/install.md")).toContain("Shared **fragment** text.");
    expect(read("guide/index.md")).toContain("> **Remember this**\n>\n> Inside a **tip**.");
    expect(read("zh/guide/zh-only.md")).toContain("共享片段：先安装依赖。");
  });

  it("keeps code with its language and title, import lines inside code included, and drops the page's own imports", () => {
    const md = read("guide/install.md");
    expect(md).toContain("```ts title=\"rsbuild.config.ts\"\nimport { defineConfig } from '@rsbuild/core';");
    expect(md).not.toMatch(/^import .*\.mdx/m);
    expect(md).not.toMatch(/^(title|description): /m);
    expect(md).not.toMatch(/<\/?(Tabs|Tab|Badge|PackageManagerTabs|Note|Container)\b/);
    expect(md).toContain("Run `1.1.0+` this in your project:");
  });

  it("makes site links and in-page anchors absolute, and drops heading ids", () => {
    const md = read("guide/install.md");
    expect(md).toContain(`[the guide](${SITE}/guide/#setup)`);
    expect(md).toContain(`[this heading](${SITE}/guide/install#add-react)`);
    expect(md).not.toContain("{#");
  });

  it("removes the twins of pages that no longer exist", () => {
    expect(fs.existsSync(path.join(out, "public/guide/removed-page.md"))).toBe(false);
    expect(fs.existsSync(path.join(out, "public/guide/install.md"))).toBe(true);
  });
});
