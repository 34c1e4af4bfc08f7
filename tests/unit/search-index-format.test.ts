import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import MiniSearch, { type Query } from "minisearch";
import { describe, expect, it } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import { indexOptions } from "../../functions/search/core/fields";
import { miniSearchOptions } from "../../scripts/content/minisearch-options";
import { reference } from "../fixtures/minisearch-reference";
import { indexPath, readIndexFile } from "../../functions/search/index-file.server";
import { loadPacked, type Required, type Searcher } from "../../functions/search/packed";
import { nthSmallest } from "../../functions/search/top";
import { TermMap } from "../../functions/search/term-map";
import { DocList } from "../../functions/search/postings";
import { requiredTerms } from "../../functions/search/required";
import type { IndexFile } from "~/shared/search/types";
import { packFixed, packNumbers, readFixed, unpackNumbers } from "../../functions/search/core/numbers";
import { benchQueries } from "../../scripts/bench/search.ts";
import { RecordStore } from "../../functions/search/records";
import type { SearchRecord } from "~/shared/search/types";
import { document, indexFile } from "../../scripts/content/search-index-file.ts";
import { packIndex } from "../../scripts/content/search-pack.ts";
import { loadRecords } from "../../scripts/search-push.ts";

const packed = (mini: MiniSearch) => loadPacked(JSON.parse(JSON.stringify(packIndex(mini))), indexOptions);
/** Every result of a query, sorted: the first of as many as there are. */
const searchAll = (searcher: Searcher, q: Query | symbol, options: object, required: Required = []) =>
  searcher.top(q as never, options, required, Number.POSITIVE_INFINITY).results;

describe("the k-th score of the top results", () => {
  it("is the value at that place of the scores sorted, with ties, signed zeros and one value", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 10;
    const sets = [
      [5],
      [0, -0, 0, -0],
      [3, 3, 3, 1, 1, 2],
      Array.from({ length: 300 }, () => Math.floor(random())),
      Array.from({ length: 257 }, random),
    ];
    for (const set of sets) {
      const sorted = Float64Array.from(set).sort();
      // Compared as the scoring compares scores: -0 and 0 are the same threshold.
      for (let i = 0; i < set.length; i++) expect(nthSmallest(Float64Array.from(set), i) === sorted[i], `${set.length} ${i}`).toBe(true);
    }
  });
});

describe("packed numbers", () => {
  it("round-trip small, boundary and large values", () => {
    const numbers = [0, 1, 31, 32, 33, 1023, 1024, 65535, 1_000_000, 2 ** 31 - 1];
    expect(unpackNumbers(packNumbers(numbers))).toEqual(numbers);
    expect(packNumbers([0, 5, 31])).toHaveLength(3);
  });
  it("in fixed width, are read in place, up to 64^width - 1", () => {
    const numbers = [0, 5, 63, 64, 4095, 262143];
    const packed = packFixed(numbers, 3);
    expect(packed).toHaveLength(18);
    expect(numbers.map((_, k) => readFixed(packed, k, 3))).toEqual(numbers);
    expect(readFixed(packed, 6, 3)).toBe(0);
    expect(() => packFixed([262144], 3)).toThrow(RangeError);
  });
  it("refuse what they cannot pack, and stop at a damaged character", () => {
    expect(() => packNumbers([-1])).toThrow(RangeError);
    expect(() => packNumbers([1.5])).toThrow(RangeError);
    expect(unpackNumbers(`${packNumbers([7, 8])}"${packNumbers([9])}`)).toEqual([7, 8]);
  });
});

describe("a field's postings", () => {
  it("hold their documents and frequencies, and count them", () => {
    const list = new DocList(Int32Array.from([2, 5, 9, 40]), Uint16Array.from([1, 3, 1, 2]));
    expect([...list.ids]).toEqual([2, 5, 9, 40]);
    expect([...list.freqs]).toEqual([1, 3, 1, 2]);
    expect(list.size).toBe(4);
  });
});

describe("packed index on a small corpus", () => {
  const docs = [
    {
      id: 0,
      title: "server.port",
      headings: "Server",
      content: "The port the dev server listens on.",
      code: "",
      words: "listen address EADDRINUSE",
    },
    {
      id: 1,
      title: "",
      headings: "server.port Example",
      content: "Set server.port to 8080; ports below 1024 need root.",
      code: "defineConfig",
      words: "",
    },
    { id: 2, title: "开发服务器", headings: "服务器", content: "开发服务器的端口, serverPort 与 proxy.", code: "", words: "" },
    { id: 3, title: "", headings: "Proxy", content: "proxy proxy proxies requests to another server", code: "server.proxy", words: "" },
    { id: 4, title: "", headings: "", content: "an object's __proto__, constructor and 404", code: "", words: "" },
  ];
  const mini = new MiniSearch(miniSearchOptions);
  mini.addAll(docs);
  it.each(["server", "serv", "prot", "proxy", "端口", "开发 服务", "8080", "zzz", "__proto__", "404"])(
    "%s: the same results as MiniSearch's own loader",
    (q) => {
      const options = { prefix: true, fuzzy: 0.2, combineWith: "AND" as const };
      expect(searchAll(packed(mini), q, options)).toEqual(searchAll(reference(mini), q, options));
    },
  );
  it("a repeated query, its typo search cached, gives the same results", () => {
    const options = { prefix: true, fuzzy: 0.2, combineWith: "AND" as const };
    const index = packed(mini);
    for (const q of ["serv", "proxyy", "serv", "proxyy", "server"])
      expect(searchAll(index, q, options), q).toEqual(searchAll(reference(mini), q, options));
  });
  it("the top results are the first of MiniSearch's, ties in its order, with the count of all", () => {
    const twins = new MiniSearch(miniSearchOptions);
    twins.addAll([...docs, ...docs.map((d) => ({ ...d, id: d.id + docs.length }))]);
    const options = { prefix: true, fuzzy: 0.2, combineWith: "AND" as const };
    for (const q of ["server", "serv", "proxy", "端口", "zzz"]) {
      const all = searchAll(reference(twins), q, options);
      for (const limit of [0, 1, 2, 3, 5, 100])
        expect(packed(twins).top(q, options, [], limit), `${q} ${limit}`).toEqual({ results: all.slice(0, limit), count: all.length });
    }
  });
  it("re-scored top results are MiniSearch's re-scored and sorted again, ties in its order", () => {
    const twins = new MiniSearch(miniSearchOptions);
    twins.addAll([...docs, ...docs.map((d) => ({ ...d, id: d.id + docs.length }))]);
    const options = { prefix: true, fuzzy: 0.2, combineWith: "OR" as const };
    // Scores cut to whole numbers tie often, made equal tie always; some records are dropped.
    const floor = (id: number, _terms: string[], score: number) => (id % 4 === 3 ? undefined : Math.floor(score));
    const equal = (id: number) => (id % 4 === 3 ? undefined : 1);
    let found = 0;
    for (const rescore of [floor, equal])
      for (const q of ["server port proxy", "serv", "端口 服务器"]) {
        const all = searchAll(reference(twins), q, options)
          .flatMap((r) => {
            const score = rescore(Number(r.id), r.queryTerms, r.score);
            return score === undefined ? [] : [{ ...r, score }];
          })
          .sort((a, b) => b.score - a.score);
        found += all.length;
        for (const limit of [1, 2, 3, 100])
          expect(packed(twins).top(q, options, [], limit, rescore), `${q} ${limit}`).toEqual({
            results: all.slice(0, limit),
            count: all.length,
          });
      }
    expect(found).toBeGreaterThan(10);
  });
  it("top results of nested queries, repeated terms and the wildcard equal MiniSearch's", () => {
    const twins = new MiniSearch(miniSearchOptions);
    twins.addAll([...docs, ...docs.map((d) => ({ ...d, id: d.id + docs.length }))]);
    const group = (words: string, prefix = false, fuzzy: number | false = false): Query => ({
      queries: [words],
      combineWith: "AND",
      prefix,
      fuzzy,
    });
    const queries: Query[] = [
      // The engine's shapes: groups combined by AND, optional groups by OR, the last by prefix and typos.
      { queries: [group("server"), group("port", true, 0.2)], combineWith: "AND" },
      { queries: [group("server"), group("proxy"), group("开发 服务"), group("serv", true, 1)], combineWith: "OR" },
      // A term in two groups: the later group's fields replace the earlier's in `match`.
      { queries: [group("proxy"), group("proxy server", true)], combineWith: "OR" },
      { queries: [group("server"), { queries: ["proxy"], combineWith: "AND_NOT" }], combineWith: "AND" },
      { queries: ["server", "proxy"], combineWith: "AND_NOT" },
      { queries: [{ queries: [group("port"), group("proxy")], combineWith: "OR" }, group("server")], combineWith: "AND" },
      // The wildcard, scored by the executor as MiniSearch scores it.
      MiniSearch.wildcard,
    ];
    const options = { prefix: false, fuzzy: false, combineWith: "OR" as const, boost: { title: 2 } };
    for (const q of queries) {
      const all = searchAll(reference(twins), q, options);
      expect(all.length, String(q.toString())).toBeGreaterThan(0);
      for (const limit of [1, 3, 100])
        expect(packed(twins).top(q, options, [], limit), `${JSON.stringify(q)} ${limit}`).toEqual({
          results: all.slice(0, limit),
          count: all.length,
        });
    }
  });
  it("a filter's mask leaves out the records MiniSearch's filter leaves out, and nothing else", () => {
    const twins = new MiniSearch(miniSearchOptions);
    twins.addAll([...docs, ...docs.map((d) => ({ ...d, id: d.id + docs.length }))]);
    const options = { prefix: true, fuzzy: 0.2, combineWith: "OR" as const };
    const masks = [Uint8Array.from([1, 0, 1, 0, 1, 0, 1, 0, 1, 0]), Uint8Array.from([0, 1, 1, 1, 0, 0, 0, 0, 0, 1]), new Uint8Array(10)];
    for (const mask of masks)
      for (const q of ["server port proxy", "serv", "端口 服务器", MiniSearch.wildcard]) {
        const expected = reference(twins).top(q as never, options, [], 100, undefined, mask);
        expect(packed(twins).top(q as never, options, [], 100, undefined, mask), `${String(q)} ${mask}`).toEqual(expected);
      }
  });
  it("a query past 31 term searches is answered by the executor as its first 31 (those past are left out)", () => {
    const twins = new MiniSearch(miniSearchOptions);
    twins.addAll([...docs, ...docs.map((d) => ({ ...d, id: d.id + docs.length }))]);
    const options = { prefix: false, fuzzy: false, combineWith: "OR" as const };
    // Distinct words (a text's repeated words are one term): proxy, then 30 the index lacks.
    const first = ["proxy", ...Array.from({ length: 30 }, (_, i) => `absent${i}`)].join(" ");
    const long = `${first} server port`;
    const got = packed(twins).top(long, options, [], 100);
    expect(got.count).toBeGreaterThan(0);
    expect(got).toEqual(reference(twins).top(first, options, [], 100));
    expect(got).not.toEqual(reference(twins).top(long, options, [], 100));
    // Grouped as the engine groups a query's words, a group wholly past the limit is left out too.
    const grouped = { queries: [first, { queries: ["server"], combineWith: "AND" }], combineWith: "OR" };
    expect(packed(twins).top(grouped as never, options, [], 100)).toEqual(reference(twins).top(first, options, [], 100));
  });
  it("a cached typo search is handed out as a copy (MiniSearch deletes from it)", () => {
    const terms = new TermMap(JSON.parse(JSON.stringify(packIndex(mini))), docs.length);
    const first = terms.fuzzyGet("proxx", 1);
    expect([...first.keys()]).toEqual(["proxy"]);
    first.delete("proxy");
    expect([...terms.fuzzyGet("proxx", 1).keys()]).toEqual(["proxy"]);
  });
  it("scopes a search to the documents holding enough groups whole, a term in several fields counted once", () => {
    const chars = new MiniSearch(miniSearchOptions);
    chars.addAll([
      { id: 0, title: "服务", headings: "服务", content: "", code: "", words: "" },
      { id: 1, title: "服", headings: "", content: "端口", code: "", words: "" },
      { id: 2, title: "", headings: "", content: "端", code: "", words: "" },
      { id: 3, title: "口", headings: "", content: "服", code: "", words: "" },
    ]);
    const terms = new TermMap(JSON.parse(JSON.stringify(packIndex(chars))), 4);
    const only = () => [...(terms.scope.only ?? [])];
    terms.requireGroups([["服", "端"]], 1);
    expect(only()).toEqual([0, 1, 0, 0]);
    terms.requireGroups([["服", "端"], ["口"]], 1);
    expect(only()).toEqual([0, 1, 0, 1]);
    terms.requireGroups([["服"], ["端"], ["口"]], 2);
    expect(only()).toEqual([0, 1, 0, 1]);
    terms.requireAll(["服"]);
    expect(only()).toEqual([1, 1, 0, 1]);
    terms.requireAll([]);
    expect(terms.scope.only).toBeNull();
    // Marks past an Int32Array's range would never match again: they start over first.
    (terms as unknown as { mark: number }).mark = 2 ** 31 - 2;
    for (let i = 0; i < 3; i++) {
      terms.requireGroups([["服", "端"], ["口"]], 1);
      expect(only()).toEqual([0, 1, 0, 1]);
    }
  });
  it("refuses an index built with other fields", () => {
    const other = new MiniSearch({ ...miniSearchOptions, fields: ["content"] });
    other.addAll([{ id: 0, content: "x" }]);
    expect(() => loadPacked(packIndex(other), indexOptions)).toThrow(/fields/);
  });
});

describe("the served index file", () => {
  it("is the gzip copy of the plain one, and reads back to the same data", async () => {
    const plain = fs.readFileSync(path.resolve(__dirname, "../../public/search/en.json"));
    const gz = fs.readFileSync(path.resolve(__dirname, `../../public${indexPath("en")}`));
    expect(zlib.gunzipSync(gz).equals(plain)).toBe(true);
    expect(await readIndexFile(new Response(gz))).toEqual(JSON.parse(plain.toString("utf8")));
  });
  it("is read as is when a layer already decoded it", async () => {
    expect(await readIndexFile(new Response('{"pages":[]}'))).toEqual({ pages: [] });
  });
});

describe("terms every result must hold", () => {
  const exact = { prefix: false, fuzzy: false, combineWith: "AND" as const };
  const typing = { prefix: (t: string) => t.length > 1, fuzzy: (t: string) => (t.length > 4 ? 0.2 : false), combineWith: "AND" as const };
  it("are the stemmed terms of words that match exactly only", () => {
    expect(
      requiredTerms([
        { queries: ["servers"], ...exact },
        { queries: ["port"], ...typing },
      ]),
    ).toEqual(["server"]);
    expect(
      requiredTerms([
        { queries: ["开", "发"], ...exact },
        { queries: ["服", "务"], ...exact },
      ]),
    ).toEqual(["开", "发", "服", "务"]);
    expect(requiredTerms([{ queries: ["server.port"], ...typing }])).toEqual([]);
    expect(requiredTerms([{ queries: ["x".repeat(80)], ...exact }])).toEqual([]);
  });
  it("narrow the search without changing its results", () => {
    const mini = new MiniSearch(miniSearchOptions);
    mini.addAll([
      { id: 0, title: "server.port", headings: "", content: "port of the server", code: "", words: "" },
      { id: 1, title: "", headings: "proxy", content: "server proxy port", code: "", words: "" },
      { id: 2, title: "", headings: "", content: "port only", code: "", words: "" },
    ]);
    const query = {
      queries: [
        { queries: ["server"], ...exact },
        { queries: ["port"], ...typing },
      ],
      combineWith: "AND" as const,
    };
    const narrowed = searchAll(packed(mini), query, {}, ["server"]);
    expect(narrowed.map((r) => r.id)).toEqual([0, 1]);
    expect(narrowed).toEqual(searchAll(reference(mini), query, {}));
    expect(searchAll(packed(mini), query, {}, ["absent"])).toEqual([]);
  });
});

describe("records in the index file", () => {
  const base = { lvl0: "Config", lvl1: "server.port", lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const url = "/config/server/port";
  const record = (
    type: SearchRecord["type"],
    levels: Partial<SearchRecord["hierarchy"]>,
    content: string | null,
    anchor: string | null,
  ): SearchRecord => ({
    objectID: "",
    type,
    hierarchy: { ...base, ...levels },
    content,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    lang: "en",
  });
  const records = [
    record("lvl1", {}, "The port of the dev server.", null),
    record("lvl2", { lvl2: "Example" }, null, "example"),
    record("content", { lvl2: "Example" }, 'Set "port": 8080 \\ <b>ünïcødé</b> 端口', "example"),
    record("content", { lvl2: "Example", lvl4: "Deep" }, null, "deep"),
    {
      ...record("content", {}, "Another page.", null),
      hierarchy: { ...base, lvl1: "server.host" },
      url: "/config/server/host",
      url_without_anchor: "/config/server/host",
    },
  ];
  it("expand to the records they were built from (sections shared, texts sliced from one string)", () => {
    const file = JSON.parse(JSON.stringify(indexFile(records)));
    const store = new RecordStore(file, "en");
    expect(file.sections.length).toBe(4);
    expect(Array.from({ length: store.size }, (_, i) => store.record(i))).toEqual(records.map((r, i) => ({ ...r, objectID: `en-${i}` })));
  });
  it("lead from a section that only points to another page to that page's own record", () => {
    // The "Example" section (records 1 and 2) points to server.host, whose own record is the last one.
    const pointing = records.map((r) => (r.anchor === "example" ? { ...r, pointer: "/config/server/host" } : r));
    const store = new RecordStore(JSON.parse(JSON.stringify(indexFile(pointing))), "en");
    expect(Array.from({ length: store.size }, (_, i) => store.pointer(i))).toEqual([undefined, 4, 4, undefined, undefined]);
    // A page the index lacks leads nowhere, and an index without pointers has none.
    const nowhere = records.map((r) => (r.anchor === "example" ? { ...r, pointer: "/missing" } : r));
    expect(JSON.parse(JSON.stringify(indexFile(nowhere))).pointers).toBeUndefined();
    expect(new RecordStore(JSON.parse(JSON.stringify(indexFile(records))), "en").pointer(1)).toBeUndefined();
  });
});

describe.each(["en", "zh"] as const)("the built %s index", (lang) => {
  const file = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../public/search/${lang}.json`), "utf8")) as IndexFile;
  const engine = new SearchEngine(file, lang);
  // The build's full records: the served file keeps no code names, only their postings.
  const records = loadRecords(lang);
  const built = new MiniSearch(miniSearchOptions);
  built.addAll(records.map((r, i) => document(r, i)));
  const expected = new SearchEngine(file, lang, reference(built));
  const relevance = [
    "server.port",
    "server port",
    "distPath",
    "quick start",
    "migrate from webpack",
    "proxxy",
    "tailwi",
    "config",
    "端口",
    "开发服务器端口",
    "热更新",
    "server.port 端口",
    "模块联邦",
  ];

  it("answers every relevance and bench query exactly as MiniSearch's own index over the same records", () => {
    for (const q of [...relevance, ...benchQueries(lang, 200)]) expect(engine.searchWithTotal(q), q).toEqual(expected.searchWithTotal(q));
  });
});
