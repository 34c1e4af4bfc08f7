import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchEngine } from "../../functions/search/engine";
import { Executor } from "../../functions/search/execute";
import { loadPacked } from "../../functions/search/packed";
import { indexOptions } from "../../functions/search/core/fields";
import type { IndexFile } from "~/shared/search/types";

const root = path.resolve(__dirname, "../..");
const file = JSON.parse(fs.readFileSync(path.join(root, "public/search/en.json"), "utf8")) as IndexFile;

/** MiniSearch's private state and inner methods: the worker wrote over or called these before it had its own scorer. */
const PRIVATE = [
  "_index",
  "_tree",
  "_prefix",
  "_options",
  "_documentCount",
  "_documentIds",
  "_idToShortId",
  "_fieldIds",
  "_fieldLength",
  "_avgFieldLength",
  "_storedFields",
  "_nextId",
  "_dirtCount",
  "termResults",
  "executeQuery",
  "executeWildcardQuery",
  "combineResults",
];

const sources = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith(".ts"))
    .map((f) => [`${dir}/${f}`, fs.readFileSync(path.join(root, dir, f), "utf8")] as const);

describe("the worker's search has one scorer", () => {
  afterEach(() => vi.restoreAllMocks());

  it("imports no MiniSearch code and names none of its private state", () => {
    for (const [name, text] of [...sources("functions/search"), ...sources("app/shared/search")]) {
      expect(text, name).not.toMatch(/^import (?!type )[^;]*from "minisearch/m);
      for (const word of PRIVATE) expect(text.includes(word), `${name}: ${word}`).toBe(false);
    }
    // The built worker holds none of MiniSearch's own code either.
    const worker = fs.readFileSync(path.join(root, "build/index.js"), "utf8");
    expect(worker.includes("executeWildcardQuery")).toBe(false);
    expect(worker.includes("Mismatched prefix")).toBe(false);
  });

  it("answers filtered, long and wildcard queries through the executor", () => {
    const run = vi.spyOn(Executor.prototype, "run");
    const engine = new SearchEngine(file, "en");
    const filtered = engine.searchWithTotal("dev server port", (r) => r.type === "content");
    expect(filtered.hits.length).toBeGreaterThan(0);
    expect(filtered.hits.every((h) => h.record.type === "content")).toBe(true);
    const filteredRuns = run.mock.calls.length;
    expect(filteredRuns).toBeGreaterThan(0);
    // Eight dotted words of six parts each: past 31 term searches.
    const long = Array.from({ length: 8 }, (_, i) => `a${i}.server.port.proxy.host.output`).join(" ");
    engine.searchWithTotal(long);
    expect(run.mock.calls.length).toBeGreaterThan(filteredRuns);
    const searcher = loadPacked(file.search, indexOptions);
    const before = run.mock.calls.length;
    const every = searcher.top(Symbol("*"), {}, [], 5);
    expect(run.mock.calls.length).toBe(before + 1);
    expect(every.count).toBe(file.search.documentCount);
  });

  it("a filter that keeps every record changes no answer", () => {
    const engine = new SearchEngine(file, "en");
    const queries = [
      "server.port",
      "dev server port",
      "keep previous files in dist between builds",
      "stop rsbuild dev from opening a browser tab",
      "proxxy",
    ];
    for (const q of queries)
      expect(
        engine.searchWithTotal(q, () => true),
        q,
      ).toEqual(engine.searchWithTotal(q));
  });
});
