import fs from "node:fs";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControl } from "~/shared/http/cache-control";
import { twinKey } from "~/shared/routing/twins";
import { buildFixtureSite } from "../fixtures/site-build";

const SITE = "https://docs.example.test";
let out: string;
let restore: () => void;
let rebuild: () => Promise<unknown>;
const read = (f: string) => fs.readFileSync(path.join(out, "public", f), "utf8");
const asArray = ["url", "xhtml:link", "item", "entry", "link"];
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", isArray: (name) => asArray.includes(name) });

/** Parses an XML file after checking it is well-formed. */
function xml(file: string) {
  const text = read(file);
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}

const text = (v: unknown) =>
  typeof v === "object" && v !== null && "#text" in v ? String((v as { "#text": unknown })["#text"]) : String(v);

beforeAll(async () => {
  ({ out, rebuild, restore } = await buildFixtureSite("site-files", `${SITE}/`, (copy) => {
    // No git history in a temp copy: lastmod falls back to the file time, so pin it.
    const time = new Date("2024-01-02T03:04:05Z");
    fs.utimesSync(path.join(copy, "content/en/config/log-level.mdx"), time, time);
  }));
}, 60_000);

afterAll(() => restore());

describe("release feeds", () => {
  it("RSS 2.0 per language lists the releases newest first with absolute links, ids, dates and descriptions", () => {
    const en = xml("feeds/releases-en.rss").rss;
    expect(en["@_version"]).toBe("2.0");
    expect(en.channel.title).toBe("Rsbuild releases");
    expect(en.channel.language).toBe("en");
    expect(text(en.channel.link[0])).toBe(`${SITE}/community/releases/`);
    const items = en.channel.item;
    expect(items.map((i: { title: string }) => i.title)).toEqual(["Rsbuild 1.0 release", "Rsbuild 0.7 release", "Rsbuild 0.1 release"]);
    expect(items.map((i: { link: string[] }) => i.link[0])).toEqual(["v1-0", "v0-7", "v0-1"].map((v) => `${SITE}/community/releases/${v}`));
    expect(items.map((i: { pubDate: string }) => new Date(i.pubDate).toISOString().slice(0, 10))).toEqual([
      "2024-09-10",
      "2024-05-28",
      "2023-11-22",
    ]);
    expect(text(items[0].guid)).toBe(`${SITE}/community/releases/v1-0`);
    expect(items[0].description).toBe("The first stable release.");

    const zh = xml("feeds/releases-zh.rss").rss.channel;
    expect(zh.title).toBe("Rsbuild 发布公告");
    expect(zh.language).toBe("zh-CN");
    expect(text(zh.link[0])).toBe(`${SITE}/zh/community/releases/`);
    expect(zh.item.map((i: { link: string[] }) => i.link[0])).toEqual([
      `${SITE}/zh/community/releases/v1-0`,
      `${SITE}/zh/community/releases/v0-1`,
    ]);
    expect(zh.item[1].description).toBe("第一个公开版本。");
  });

  it("Atom per language has the same entries with ids, links, updated/published dates and summaries", () => {
    const feed = xml("feeds/releases-en.atom").feed;
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(text(feed.title)).toBe("Rsbuild releases");
    expect(feed.link.find((l: Record<string, string>) => l["@_rel"] === "alternate")["@_href"]).toBe(`${SITE}/community/releases/`);
    expect(feed.updated).toBe("2024-09-10T00:00:00.000Z");
    const entries = feed.entry;
    expect(entries.map((e: { id: string }) => e.id)).toEqual(["v1-0", "v0-7", "v0-1"].map((v) => `${SITE}/community/releases/${v}`));
    expect(entries.map((e: { link: Record<string, string>[] }) => e.link[0]["@_href"])).toEqual(entries.map((e: { id: string }) => e.id));
    expect(entries.map((e: { published: string }) => e.published)).toEqual([
      "2024-09-10T00:00:00.000Z",
      "2024-05-28T00:00:00.000Z",
      "2023-11-22T00:00:00.000Z",
    ]);
    expect(text(entries[1].summary)).toBe("Lazy compilation and faster Sass.");
    const zh = xml("feeds/releases-zh.atom").feed;
    expect(text(zh.title)).toBe("Rsbuild 发布公告");
    expect(zh.entry.map((e: { title: unknown }) => text(e.title))).toEqual(["Rsbuild 1.0 发布", "Rsbuild 0.1 发布"]);
  });

  it("feeds do not change between identical builds (no build-time timestamps)", async () => {
    const before = read("feeds/releases-en.rss");
    await new Promise((r) => setTimeout(r, 1100));
    await rebuild();
    expect(read("feeds/releases-en.rss")).toBe(before);
  }, 60_000);
});

describe("sitemap.xml", () => {
  const urls = () => xml("sitemap.xml").urlset.url as { loc: string; lastmod: string; "xhtml:link"?: Record<string, string>[] }[];
  const entry = (loc: string) => urls().find((u) => u.loc === `${SITE}${loc}`)!;
  const alternates = (loc: string) => Object.fromEntries((entry(loc)["xhtml:link"] ?? []).map((l) => [l["@_hreflang"], l["@_href"]]));

  it("lists every routed page once, with absolute URLs, and no shared fragment", () => {
    const doc = xml("sitemap.xml").urlset;
    expect(doc["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(doc["@_xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
    const manifest = JSON.parse(fs.readFileSync(path.join(out, "generated/manifest.json"), "utf8")).pages as { routePath: string }[];
    const locs = urls().map((u) => u.loc);
    expect(locs.sort()).toEqual(manifest.map((p) => `${SITE}${p.routePath}`).sort());
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.some((l) => l.includes("shared"))).toBe(false);
    for (const u of urls()) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("gives lastmod as the date part of lastUpdatedTime", () => {
    expect(entry("/config/log-level").lastmod).toBe("2024-01-02");
  });

  it("links twins both ways with hreflang, camelCase twins included, and English as x-default", () => {
    const expected = { en: `${SITE}/config/log-level`, "zh-CN": `${SITE}/zh/config/logLevel`, "x-default": `${SITE}/config/log-level` };
    expect(alternates("/config/log-level")).toEqual(expected);
    expect(alternates("/zh/config/logLevel")).toEqual(expected);
    expect(alternates("/zh/guide/")).toEqual({ en: `${SITE}/guide/`, "zh-CN": `${SITE}/zh/guide/`, "x-default": `${SITE}/guide/` });
    for (const l of entry("/guide/")["xhtml:link"]!) expect(l["@_rel"]).toBe("alternate");
  });

  it("an untranslated page names only itself (and x-default only when it is English)", () => {
    expect(alternates("/config/english-only")).toEqual({ en: `${SITE}/config/english-only`, "x-default": `${SITE}/config/english-only` });
    expect(alternates("/zh/guide/zh-only")).toEqual({ "zh-CN": `${SITE}/zh/guide/zh-only` });
  });

  it("pairs each page with the translation the app's twinKey finds, and with no other page", () => {
    const pages = JSON.parse(fs.readFileSync(path.join(out, "generated/manifest.json"), "utf8")).pages as {
      routePath: string;
      lang: string;
    }[];
    expect(pages.some((p) => p.routePath === "/zh/config/logLevel")).toBe(true);
    for (const page of pages) {
      const expected = pages.filter((p) => p === page || (p.lang !== page.lang && twinKey(p.routePath) === twinKey(page.routePath)));
      const hrefs = Object.entries(alternates(page.routePath)).flatMap(([lang, href]) => (lang === "x-default" ? [] : [href]));
      expect(hrefs.sort(), page.routePath).toEqual(expected.map((p) => `${SITE}${p.routePath}`).sort());
    }
  });
});

describe("robots.txt", () => {
  it("allows everything and points at the sitemap", () => {
    expect(read("robots.txt")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe("llms.txt", () => {
  it("has a title, a summary and sections listing pages with absolute links to their Markdown twins and descriptions", () => {
    const en = read("llms.txt");
    const lines = en.split("\n");
    expect(lines[0]).toBe("# Rsbuild");
    expect(lines.find((l) => l.startsWith("> "))).toMatch(/^> \S.+\.$/);
    const headings = lines.filter((l) => l.startsWith("## "));
    expect(headings).toEqual(["## Guide", "## Config", "## Community"]);
    expect(en).toContain(`- [Install plugins](${SITE}/guide/install.md): Installing a plugin with your package manager.`);
    expect(en).toContain(`- [logLevel](${SITE}/config/log-level.md): How much Rsbuild logs.`);
    expect(en).toContain(`- [Rsbuild 1.0 release](${SITE}/community/releases/v1-0.md): The first stable release.`);
    // Each page under its own section.
    expect(en.indexOf("](https://docs.example.test/config/log-level.md)")).toBeGreaterThan(en.indexOf("## Config"));
    expect(en).not.toContain("/zh/");
  });

  it("Chinese llms.txt lists the Chinese pages under Chinese section names", () => {
    const zh = read("zh/llms.txt");
    expect(zh.split("\n")[0]).toBe("# Rsbuild");
    expect(zh).toContain("## 指南");
    expect(zh).toContain("## 社区");
    expect(zh).toContain(`- [仅中文](${SITE}/zh/guide/zh-only.md): 没有英文版本的页面。`);
    expect(zh).not.toContain(`(${SITE}/guide/`);
  });
});

describe("llms-full.txt", () => {
  /** The text of one page: from its `# Title` line up to the next page's Source line. */
  const pageText = (file: string, url: string) => {
    const all = read(file);
    const start = all.indexOf(`Source: ${SITE}${url}\n`);
    expect(start).toBeGreaterThan(-1);
    const next = all.indexOf("\nSource: ", start + 1);
    return all.slice(all.lastIndexOf("\n# ", start), next === -1 ? undefined : all.lastIndexOf("\n# ", next));
  };

  it("holds every page of the language, each starting with # Title and a Source line", () => {
    const full = read("llms-full.txt");
    expect(full.startsWith("# ")).toBe(true);
    const sources = [...full.matchAll(/^Source: (.+)$/gm)].map((m) => m[1]);
    expect(sources).toContain(`${SITE}/guide/install`);
    expect(sources).toContain(`${SITE}/community/releases/v0-7`);
    expect(sources.every((s) => !s.includes("/zh/"))).toBe(true);
    expect(full).toMatch(/^# Install plugins\n\nSource: https:\/\/docs\.example\.test\/guide\/install\n/m);
  });

  it("turns a page into plain Markdown: text kept, npm commands from PackageManagerTabs, no frontmatter, imports or JSX", () => {
    const page = pageText("llms-full.txt", "/guide/install");
    expect(page).toContain("## Add the React plugin\n");
    expect(page).not.toContain("{#");
    // The npm command opens the block; the other managers' follow as comments, as on the page twin.
    expect(page).toContain("```bash\nnpm install @rsbuild/plugin-react -D\n# yarn add @rsbuild/plugin-react -D\n");
    expect(page).toContain("```bash\nnpx rsbuild build\n# yarn rsbuild build\n");
    expect(page).toContain("Text inside a **tab**.");
    // A Badge reads as inline code, the words around it kept.
    expect(page).toContain("Run `1.1.0+` this in your project:");
    expect(page).toContain("the value is a `Record<string, string>`");
    // Code samples keep their own import lines.
    expect(page).toContain("```ts title=\"rsbuild.config.ts\"\nimport { defineConfig } from '@rsbuild/core';");
    expect(page).not.toMatch(/^import .*\.mdx/m);
    expect(page).not.toMatch(/^(title|description): /m);
    expect(page).not.toContain("---\n");
    expect(page).not.toMatch(/<\/?(Tabs|Tab|Badge|PackageManagerTabs|Note)\b/);
    // One title line only: the page's own h1 is not repeated.
    expect(page.match(/^# Install plugins$/gm)).toHaveLength(1);
  });

  it("renders containers as blockquotes and inlines shared fragments", () => {
    const page = pageText("llms-full.txt", "/guide/install");
    expect(page).toContain("> **WARNING**\n>\n> Untitled warning text.");
    expect(page).toContain("Shared **fragment** text.");
    expect(page).toContain("> **Fragment container**\n>\n> Inside a fragment.");
    const guide = pageText("llms-full.txt", "/guide/");
    expect(guide).toContain("> **Remember this**\n>\n> Inside a **tip**.");
    expect(guide).toContain("Shared **fragment** text.");
    expect(guide).toContain("```\n:::tip not a container inside code\n```");
    const zh = pageText("zh/llms-full.txt", "/zh/guide/zh-only");
    expect(zh).toContain("共享片段：先安装依赖。");
    expect(zh).toContain("```bash\nnpm install @rsbuild/plugin-vue -D\n# yarn add @rsbuild/plugin-vue -D\n");
  });

  it("gives each page the text of its Markdown twin, below the title and Source lines", () => {
    for (const [file, url, twin] of [
      ["llms-full.txt", "/guide/install", "guide/install.md"],
      ["llms-full.txt", "/guide/", "guide/index.md"],
      ["zh/llms-full.txt", "/zh/guide/zh-only", "zh/guide/zh-only.md"],
    ]) {
      const body = read(twin)
        .replace(/^# .*\n/, "")
        .trim();
      expect(body.length).toBeGreaterThan(0);
      expect(pageText(file, url)).toContain(`Source: ${SITE}${url}\n\n${body}\n`);
    }
  });

  it("makes site links and in-page anchors absolute", () => {
    const page = pageText("llms-full.txt", "/guide/install");
    expect(page).toContain(`[the guide](${SITE}/guide/#setup)`);
    expect(page).toContain(`[this heading](${SITE}/guide/install#add-react)`);
  });
});

describe("public/_headers", () => {
  const rules = () => {
    const map = new Map<string, string[]>();
    let current = "";
    for (const line of fs.readFileSync(path.resolve(__dirname, "../../public/_headers"), "utf8").split("\n")) {
      if (!line.trim() || line.startsWith("#")) continue;
      if (!/^\s/.test(line)) map.set((current = line.trim()), []);
      else map.get(current)!.push(line.trim());
    }
    return map;
  };

  it("gives every generated file its content type and the generated cache policy", () => {
    const expected: Record<string, string> = {
      "/feeds/*.rss": "application/rss+xml; charset=utf-8",
      "/feeds/*.atom": "application/atom+xml; charset=utf-8",
      "/sitemap.xml": "application/xml; charset=utf-8",
      "/llms.txt": "text/plain; charset=utf-8",
      "/llms-full.txt": "text/plain; charset=utf-8",
      "/zh/llms.txt": "text/plain; charset=utf-8",
      "/zh/llms-full.txt": "text/plain; charset=utf-8",
    };
    const map = rules();
    for (const [rule, type] of Object.entries(expected)) {
      expect(map.get(rule)).toContain(`Content-Type: ${type}`);
      expect(map.get(rule)).toContain(`Cache-Control: ${cacheControl.generated}`);
    }
    expect(map.get("/robots.txt")).toContain(`Cache-Control: ${cacheControl.generated}`);
  });
});
