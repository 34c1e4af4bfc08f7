import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import { buildContent, pipelineSources } from "../../scripts/content/build.ts";
import { preprocess } from "../../scripts/content/preprocess.ts";
import { routePathOf } from "../../scripts/content/files.ts";

const fixture = path.resolve(__dirname, "../fixtures/content");
let out: string;
let dirs: { content: string; cache: string; generated: string; publicPages: string };
const read = (f: string) => fs.readFileSync(path.join(out, f), "utf8");
const manifest = () => JSON.parse(read("generated/manifest.json"));
const quiet = () => {};

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(fixture, path.join(out, "content"), { recursive: true });
  dirs = {
    content: path.join(out, "content"),
    cache: path.join(out, "cache"),
    generated: path.join(out, "generated"),
    publicPages: path.join(out, "public/pages"),
  };
  await buildContent({ log: quiet, dirs });
}, 60_000);
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe("preprocess", () => {
  it("turns containers into elements, keeping titles and skipping code fences", () => {
    const src = ":::warning Watch out\nbody\n:::\n```\n:::tip\n```\n:::details\nx\n:::";
    const result = preprocess(src);
    expect(result).toContain('<Container type="warning" title="Watch out">');
    expect(result).toContain("```\n:::tip\n```");
    expect(result).toContain('<Container type="details">');
    expect(result.match(/<\/Container>/g)).toHaveLength(2);
  });
  it("escapes custom heading ids so MDX keeps them", () => {
    expect(preprocess("## Title {#my-id}")).toBe("## Title \\{#my-id\\}");
  });
  it("escapes quotes and braces in container titles", () => {
    expect(preprocess(':::tip A "quoted" {x}\n:::')).toContain('title="A &quot;quoted&quot; &#123;x}"');
  });
});

describe("content build", () => {
  it("derives route paths: index pages end in /, Chinese under /zh", () => {
    expect(routePathOf("en", "guide/start/index.mdx")).toBe("/guide/start/");
    expect(routePathOf("en", "config/dev/hmr.mdx")).toBe("/config/dev/hmr");
    expect(routePathOf("zh", "index.mdx")).toBe("/zh/");
  });

  it("writes page data with the spec's fields; shared fragments are not routes", () => {
    const { pages, buildId } = manifest();
    expect(buildId).toMatch(/^[0-9a-f]{12}$/);
    expect(pages.map((p: { routePath: string }) => p.routePath)).toEqual(["/guide/", "/zh/guide/"]);
    const en = pages[0];
    expect(en).toMatchObject({
      id: "en/guide/index.mdx",
      relativePath: "en/guide/index.mdx",
      pagePath: "content/en/guide/index.mdx",
      pageType: "doc",
      title: "Fixture guide",
      headingTitle: "Fixture guide",
      lang: "en",
      version: "",
    });
    expect(en.frontmatter.description).toBe("A page that exercises the pipeline.");
    expect(Number.isNaN(Date.parse(en.lastUpdatedTime))).toBe(false);
    expect(en.feeds.map((f: { mime: string }) => f.mime)).toEqual(["application/rss+xml", "application/atom+xml"]);
    expect(pages[1].feeds[0].language).toBe("zh-CN");
  });

  it("builds the outline from h2–h4 with custom and slugged ids and source offsets", () => {
    const [en, zh] = manifest().pages;
    expect(en.toc.map((h: { id: string; depth: number }) => [h.id, h.depth])).toEqual([
      ["setup", 2],
      ["a-sub-heading", 3],
    ]);
    expect(en.toc[0].charIndex).toBeGreaterThan(0);
    expect(zh.toc[0].id).toBe("setup");
  });

  it("emits real ES modules (no eval) for the worker and hashed copies for the browser", async () => {
    const [en] = manifest().pages;
    const server = read("generated/pages/en/guide/index.js");
    expect(server.startsWith("export default function (React, ReactDOM, _jsx_runtime, _mdx_provider)")).toBe(true);
    expect(server).not.toMatch(/new Function|\beval\(/);
    expect(fs.existsSync(path.join(out, "public", en.moduleUrl))).toBe(true);
    expect(read("generated/page-modules.server.ts")).toContain('"en/guide/index.mdx": () => import("./pages/en/guide/index.js")');
  });

  it("highlights code at build time with classes for both themes, and renders containers and fragments", async () => {
    const server = read("generated/pages/en/guide/index.js");
    expect(server).toContain("shiki-themes github-light-high-contrast github-dark-default");
    expect(server).toContain("highlighted");
    expect(server).toContain('title:"rsbuild.config.ts"');
    expect(server).toContain('type:"tip"');
    expect(server).toContain("Shared ");
    expect(server).toContain("Fragment container");
    expect(server).not.toContain(":::warning");
    expect(read("generated/code.css")).toMatch(/\.s-[a-z0-9]+\{--shiki-light:#[0-9A-Fa-f]+;--shiki-dark:#[0-9A-Fa-f]+\}/);
  });

  it("keys the page cache on every project module the compiler imports, so a code change recompiles", async () => {
    const { metafile } = await build({
      entryPoints: ["scripts/content/compile.ts"],
      bundle: true,
      platform: "node",
      format: "esm",
      write: false,
      metafile: true,
      packages: "external",
      alias: { "~": "./app" },
      logLevel: "silent",
    });
    const imported = Object.keys(metafile.inputs).filter((f) => !f.includes("node_modules"));
    expect(imported.length).toBeGreaterThan(15);
    const keyed = new Set(pipelineSources().map((f) => path.relative(process.cwd(), f)));
    expect(imported.filter((f) => !keyed.has(f))).toEqual([]);
  });

  it("rebuilds only the page that changed, including through a shared fragment", async () => {
    const again = await buildContent({ log: quiet, dirs });
    expect(again.compiled).toBe(0);
    fs.appendFileSync(path.join(dirs.content, "zh/guide/index.mdx"), "\n更多内容。\n");
    expect((await buildContent({ log: quiet, dirs })).compiled).toBe(1);
    fs.appendFileSync(path.join(dirs.content, "en/shared/note.mdx"), "\nMore.\n");
    expect((await buildContent({ log: quiet, dirs })).compiled).toBe(1);
  }, 60_000);

  it("fails the build on broken internal links and anchors, naming each", async () => {
    const bad = path.join(dirs.content, "en/links.mdx");
    fs.writeFileSync(bad, "# Links\n\n[a](/nowhere) [b](/guide/#nope) [c](relative/page) [d](/guide) [ok](/zh/guide/#setup)\n");
    const error = await buildContent({ log: quiet, dirs }).catch((e: Error) => e);
    fs.rmSync(bad);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain("4 broken internal link(s)");
    expect(message).toContain('en/links.mdx: broken link "/nowhere"');
    expect(message).toContain('missing anchor "/guide/#nope"');
    expect(message).toContain('relative link "relative/page"');
    expect(message).toContain('broken link "/guide" (wrong trailing slash)');
  }, 60_000);

  it("fails the build with the page name when MDX is invalid", async () => {
    const bad = path.join(dirs.content, "en/broken.mdx");
    fs.writeFileSync(bad, "# Broken\n\n<div>\n");
    await expect(buildContent({ log: quiet, dirs })).rejects.toThrow(/en\/broken\.mdx/);
    fs.rmSync(bad);
  }, 60_000);
});
