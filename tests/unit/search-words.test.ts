import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import type { PageData } from "~/shared/content/types";
import type { IndexFile } from "~/shared/search/types";
import { listPages, routePathOf } from "../../scripts/content/files.ts";
import { indexFile } from "../../scripts/content/search-index-file.ts";
import { pageRecords } from "../../scripts/content/search-page-records.ts";
import { readWords } from "../../scripts/content/search-words.ts";

const CONTENT = path.resolve(__dirname, "../../content");

describe("the readers' words of the site's pages", () => {
  const words = readWords(CONTENT);

  it("give every page of the sitemap a few phrases", () => {
    const pages = listPages(CONTENT).map((p) => routePathOf(p.lang, p.rel));
    expect(pages.length).toBeGreaterThan(380);
    const lacking = pages.filter((route) => (words.get(route)?.length ?? 0) < 3);
    expect(lacking).toEqual([]);
  });
});

describe("readWords", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "words-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };

  it("maps each entry of a folder's words.json to its page's route", () => {
    write("en/config/port.mdx", "# server.port\n");
    write("zh/index.mdx", "# 首页\n");
    write("en/config/words.json", JSON.stringify({ port: ["listen port", "EADDRINUSE"] }));
    write("zh/words.json", JSON.stringify({ index: ["首页"] }));
    expect(Object.fromEntries(readWords(dir))).toEqual({ "/config/port": ["listen port", "EADDRINUSE"], "/zh/": ["首页"] });
  });

  it("fails on an entry naming no page of its folder, or holding no list of phrases", () => {
    write("en/config/words.json", JSON.stringify({ port: ["listen port"], prot: ["typo"] }));
    expect(() => readWords(dir)).toThrow('content/en/config/words.json: "prot" names no page of its folder');
    write("en/config/words.json", JSON.stringify({ port: "listen port" }));
    expect(() => readWords(dir)).toThrow('"port" is not a list of phrases');
  });
});

describe("words in the index", () => {
  const page = (routePath: string, title: string) =>
    ({ id: `en${routePath}.mdx`, routePath, title, lang: "en", frontmatter: { description: `About ${title}.` } }) as unknown as PageData;
  const collected = [{ type: "content" as const, levels: {}, anchor: "", content: "Sets where assets are loaded from." }];
  const records = [
    ...pageRecords(page("/config/output/asset-prefix", "output.assetPrefix"), collected, undefined, [
      "publicPath",
      "background image path",
    ]),
    ...pageRecords(page("/config/dev/hmr", "dev.hmr"), [{ ...collected[0], content: "Updates modules in place." }]),
  ];
  const file = JSON.parse(JSON.stringify(indexFile(records))) as IndexFile;
  const engine = new SearchEngine(file, "en");

  it("sit on the page's own record only", () => {
    expect(records.map((r) => Boolean((r as { words?: string }).words))).toEqual([true, false, false, false]);
  });

  it("find the page by a word only they hold, without being served as text", () => {
    const hits = engine.search("publicpath");
    expect(hits.map((h) => h.record.url)).toEqual(["/config/output/asset-prefix"]);
    expect(hits[0].record.content).toBe("About output.assetPrefix.");
    expect(file.text).not.toContain("publicPath");
    expect(file.search.fieldIds).toHaveProperty("words");
  });
});
