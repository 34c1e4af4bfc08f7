import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import { relativeUrl } from "~/lib/search/group";
import { isProblem } from "../../functions/search/core/filler";
import { knownStart, queryGroups, subjectOf } from "../../functions/search/core/query";
import { stem } from "../../functions/search/core/stem";
import { tokenize } from "../../functions/search/core/tokenize";
import { alternatives } from "../../functions/search/synonyms";
import type { IndexFile } from "~/shared/search/types";

const load = (lang: "en" | "zh") =>
  new SearchEngine(JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../public/search/${lang}.json`), "utf8")) as IndexFile, lang);
const en = load("en");
const zh = load("zh");
const first = (engine: SearchEngine, q: string) => {
  const record = engine.search(q)[0]?.record;
  return record && { ...record, url_without_anchor: relativeUrl(record.url_without_anchor) };
};

describe("tokenizer", () => {
  it("splits dotted and camelCase option names into parts, lowercased", () => {
    expect(tokenize("output.distPath")).toEqual(expect.arrayContaining(["output.distpath", "output", "distpath", "dist", "path"]));
  });
  it("stems a word and its inflections to one term: a doubled consonant, -ied and irregular participles", () => {
    const pairs = [
      ["emitted", "emit"],
      ["splitting", "split"],
      ["applied", "apply"],
      ["minified", "minify"],
      ["copies", "copy"],
      ["installed", "install"],
      ["passed", "pass"],
      ["shown", "show"],
      ["written", "writes"],
    ];
    for (const [word, base] of pairs) expect(stem(word)).toBe(stem(base));
  });
  it("indexes Chinese by character, and queries by the segmenter's words", () => {
    expect(tokenize("开发服务器")).toEqual(expect.arrayContaining(["开", "发", "服", "务", "器"]));
    expect(queryGroups("开发服务器的端口").map((g) => g.terms.join(""))).toEqual(expect.arrayContaining(["开发", "端"]));
  });
});

describe("English relevance", () => {
  it.each([
    ["server.port", "/config/server/port"],
    ["server port", "/config/server/port"],
    ["distPath", "/config/output/dist-path"],
    ["tools.rspack", "/config/tools/rspack"],
    ["quick start", "/guide/start/quick-start"],
    ["migrate from webpack", "/guide/migration/webpack"],
    ["environment variables", "/guide/advanced/env-vars"],
    ["createRsbuild", "/api/javascript-api/core"],
    ["how to use the proxy", "/config/server/proxy"],
  ])("%s → %s first", (query, url) => {
    expect(first(en, query)?.url_without_anchor).toBe(url);
  });

  it("sends a reader from a section that only points to another page to that page", () => {
    // plugin-react's "SVG files as React components" only says to use the SVGR plugin.
    const pages = [...new Set(en.search("svg react component").map((h) => relativeUrl(h.record.url_without_anchor)))];
    expect(pages[0]).toBe("/plugins/list/plugin-svgr");
  });

  it("tolerates prefixes and typos", () => {
    expect(first(en, "tailwi")?.url_without_anchor).toMatch(/tailwindcss/);
    expect(first(en, "proxxy")?.url_without_anchor).toBe("/config/server/proxy");
  });

  it("returns at most three hits per page", () => {
    const counts = new Map<string, number>();
    for (const h of en.search("config")) counts.set(h.record.url_without_anchor, (counts.get(h.record.url_without_anchor) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
  });

  it("answers nothing for an empty query or junk, and never throws", () => {
    expect(en.search("")).toEqual([]);
    expect(en.search("\u0000\u0001")).toEqual([]);
    expect(en.search("<script>alert(1)</script>").length).toBeGreaterThanOrEqual(0);
    expect(en.search("zzqqxxjj")).toEqual([]);
  });
});

describe("Chinese relevance", () => {
  it.each([
    ["端口", "/zh/config/server/port"],
    ["开发服务器端口", "/zh/guide/basic/server"],
    ["浏览器兼容性", "/zh/guide/advanced/browser-compatibility"],
    ["环境变量", "/zh/guide/advanced/env-vars"],
    ["快速上手", "/zh/guide/start/quick-start"],
    ["模块联邦", "/zh/guide/advanced/module-federation"],
  ])("%s → %s first", (query, url) => {
    expect(first(zh, query)?.url_without_anchor).toBe(url);
  });

  it("ranks an exact run of characters above scattered characters", () => {
    const hits = zh.search("热更新");
    const text = (i: number) => [hits[i].record.hierarchy.lvl1, hits[i].record.hierarchy.lvl2, hits[i].record.content].join(" ");
    expect(text(0)).toContain("热更新");
  });

  it("mixed Chinese and option names", () => {
    expect(first(zh, "server.port 端口")?.url_without_anchor).toBe("/zh/config/server/port");
  });
});

describe("relevance classes", () => {
  const pages = (engine: SearchEngine, q: string) => engine.search(q).map((h) => relativeUrl(h.record.url_without_anchor));
  it("an exact option name beats a longer one it prefixes", () => {
    expect(pages(en, "filename")[0]).toBe("/config/output/filename");
    expect(pages(en, "alias")[0]).toBe("/config/resolve/alias");
  });
  it("a page named by its path comes first (ssr)", () => {
    expect(pages(en, "ssr")[0]).toBe("/guide/advanced/ssr");
  });
  it("one URL appears once", () => {
    for (const q of ["publicPath", "config", "server", "端口"]) {
      const urls = (q.match(/\p{Script=Han}/u) ? zh : en).search(q).map((h) => h.record.url);
      expect(new Set(urls).size, q).toBe(urls.length);
    }
  });
  it("dotted and camelCase query words match by their parts", () => {
    expect(pages(en, "remove console.log")[0]).toBe("/config/performance/remove-console");
    expect(en.search("module.exports").length).toBeGreaterThan(0);
  });
  it("a transposition is one typo", () => {
    expect(pages(en, "alais").slice(0, 5)).toContain("/config/resolve/alias");
    expect(pages(en, "proxxy")[0]).toBe("/config/server/proxy");
  });
  it("words become optional when few records hold them all", () => {
    expect(pages(en, "how do I change which port the dev server listens on please").slice(0, 5)).toContain("/config/server/port");
  });
  it("a dotted name the index lacks is cut back to the start it knows (the reader's own variable)", () => {
    expect(knownStart("process.env.my_api_url", (t) => t === "process.env")).toEqual(["process", "env"]);
    expect(knownStart("foo.bar", () => false)).toBeUndefined();
    expect(pages(en, "process.env.MY_SERVICE_HOST undefined").slice(0, 3)).toContain("/guide/advanced/env-vars");
  });
  it("synonyms are found across a reader's spaces between Chinese words", () => {
    expect(alternatives("打包 内存 不足", [["内存不足", "out of memory"]])).toEqual(["打包 out of memory"]);
  });
  it("traditional Chinese is folded to simplified", () => {
    expect(pages(zh, "環境變量")[0]).toBe("/zh/guide/advanced/env-vars");
    expect(pages(zh, "熱更新")[0]).toBe(pages(zh, "热更新")[0]);
  });
  it("glossary synonyms: 全局变量替换 finds the page that says 全局标识符; 代理 finds server.proxy", () => {
    expect(pages(zh, "全局变量替换")[0]).toBe("/zh/config/source/define");
    expect(pages(zh, "代理")[0]).toBe("/zh/config/server/proxy");
  });
  it("glossary synonyms of common words: a reader's folder is a page's directory, refresh its reload, turn off its disable", () => {
    const file = path.resolve(__dirname, "../../public/search/en.json");
    const sets = (JSON.parse(fs.readFileSync(file, "utf8")) as IndexFile).synonyms;
    expect(sets).toContainEqual(["folder", "directory"]);
    expect(sets).toContainEqual(["refresh", "reload"]);
    expect(sets).toContainEqual(["disable", "turn off"]);
    // The HMR guide says what updates "without a reload"; the reader asks about a refresh.
    expect(pages(en, "refresh on css change").slice(0, 3)).toContain("/guide/advanced/hmr");
  });
  it("filler words frame the question and are not required (报错 too, which the segmenter splits)", () => {
    expect(queryGroups("tailwindcss 4 样式 不生效 报错").map((g) => g.terms.join(""))).toEqual(["tailwindcss", "4", "样式"]);
    expect(queryGroups("doesn't work").map((g) => g.terms.join(""))).toEqual(["doesnt", "work"]);
    // An error message's own framing ("expected } got :") is not its subject either.
    expect(queryGroups("ParseError expected } got :").map((g) => g.terms.join(""))).toEqual(["parseerror"]);
    expect(pages(en, "less variables not applied")[0]).toBe("/plugins/list/plugin-less");
    expect(pages(zh, "tailwindcss 4 样式 不生效")[0]).toBe("/zh/guide/styling/tailwindcss");
  });
  it("a question told in sentences leaves its little words unrequired (would, during, trying, seems)", () => {
    expect(queryGroups("i'm trying to build, it seems it would hang during startup").map((g) => g.terms.join(""))).toEqual([
      "build",
      "hang",
      "startup",
    ]);
    // Required, "during" left only records that happen to say it beside IE 11.
    expect(pages(en, "error in IE11 during development").slice(0, 5)).toContain("/guide/advanced/browser-compatibility");
  });
  it("the bundler's \"Can't resolve\" frames the question: no title match on the resolve.* options", () => {
    expect(queryGroups("can't resolve tsconfig paths").map((g) => g.terms.join(""))).toEqual(["tsconfig", "paths"]);
    expect(["/guide/advanced/alias", "/config/source/tsconfig-path"]).toContain(pages(en, "tsconfig paths can't resolve")[0]);
  });
  it("a long question naming its subject after five other words still finds the subject's page", () => {
    expect(pages(en, "build output missing modules after enabling lazyCompilation")[0]).toBe("/config/dev/lazy-compilation");
    expect(pages(en, "electron main process bundle needs to be on disk in dev")[0]).toBe("/config/dev/write-to-disk");
  });
  it("an option's scope in a query (output) does not make the scope's options its answer", () => {
    const found = pages(en, "arrow functions left in output despite browserslist").slice(0, 2);
    expect(found).toContain("/guide/advanced/browser-compatibility");
    // A query naming the option in words still finds it (the glossary's "output directory / distPath").
    expect(pages(en, "change output directory")[0]).toBe("/config/output/dist-path");
  });
  it("names from other tools find the Rsbuild option (glossary)", () => {
    expect(pages(en, "DefinePlugin")[0]).toBe("/config/source/define");
    expect(pages(en, "devServer.proxy equivalent")[0]).toBe("/config/server/proxy");
    expect(pages(en, "emitDecoratorMetadata")[0]).toBe("/config/source/decorators");
    expect(pages(en, "autoprefixer config")[0]).toBe("/config/tools/lightningcss-loader");
    expect(pages(en, "__webpack_public_path__")[0]).toBe("/config/output/asset-prefix");
  });
  it("readers' words the pages do not use find the page through the glossary's synonyms", () => {
    // "console.log" for performance.removeConsole; a router's name for "client-side routing".
    expect(pages(en, "console.log still present after build")[0]).toBe("/config/performance/remove-console");
    expect([...new Set(pages(en, "react router 404 on refresh"))].slice(0, 2)).toContain("/guide/basic/static-deploy");
  });
  it("a title named among framing words comes first", () => {
    expect(subjectOf("how to change the output file name")).toBe("output file name");
    expect(pages(en, "change output file name")[0]).toBe("/config/output/filename");
  });
  it("a page holding the words across its sections beats pages where one record holds one", () => {
    expect(pages(en, "websocket doesn't work through dev proxy")[0]).toBe("/config/server/proxy");
  });
  it("a query saying something went wrong puts the FAQ answer before the option page", () => {
    expect([isProblem("hmr doesn't work"), isProblem("打包后 白屏"), isProblem("server port"), isProblem("热更新")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(pages(en, "page refreshes instead of hot update react")[0]).toBe("/guide/faq/hmr");
    expect(pages(zh, "ts 报错 找不到 png 模块 类型声明")[0]).toBe("/zh/guide/faq/exceptions");
  });
  it("a question about writing a plugin finds the plugin API before the plugins that hold its words", () => {
    expect(pages(en, "replace text in the final html from a plugin")[0]).toBe("/plugins/dev/hooks");
    expect(pages(en, "compile .pug files with a custom plugin")[0]).toMatch(/^\/plugins\/dev\//);
    expect([...new Set(pages(zh, "插件 编译 pug 文件"))].slice(0, 3)).toContain("/zh/plugins/dev/core");
  });
  it("a reader's paraphrase of an option, a glossary line, finds the option", () => {
    expect(pages(en, "put generated script tags in head")[0]).toBe("/config/html/inject");
    expect(pages(zh, "构建 日志 只 输出 错误")[0]).toBe("/zh/config/logLevel");
  });
  it("a query whose words no record holds half of still finds the page holding the most telling ones", () => {
    expect(pages(en, "page blank on ios 12 safari")[0]).toBe("/guide/faq/exceptions");
    // One known word among typed junk answers nothing: the modal's no-results screen takes over.
    expect(en.search("websocket zzqqxy qqzzyx")).toEqual([]);
  });
  it("a query whose half of words only a handful of records hold also finds pages holding fewer of them", () => {
    // Half of these words ("module", "webpack", "found"…) meet in one option page only; the FAQ
    // answer (Node.js built-in modules after webpack 5) holds fewer, and must still be offered.
    const found = [...new Set(pages(en, "node core module not found after leaving webpack 4"))];
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(found.slice(0, 5)).toContain("/guide/faq/exceptions");
  });
  it("release announcements weigh half: the option's pages come before them", () => {
    expect(pages(zh, "source.alias 废弃").slice(0, 2)).not.toContain("/zh/community/releases/v0-2");
  });
});
