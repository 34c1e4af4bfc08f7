import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { engineFor } from "../../functions/search/indexes.server";
import { WARM_UP_QUERIES, warmUp, warmUpQueries } from "../../functions/search/warm";
import type { IndexFile } from "~/shared/search/types";

const titles = ["Quick start", "Plugins", "Dev server", "HMR", "Output", "CSS"];

describe("warmUpQueries", () => {
  it("spreads page titles over the index, then pairs them so the optional-word path runs", () => {
    const queries = warmUpQueries(titles, 8);
    expect(queries).toHaveLength(8);
    expect(queries.slice(0, 4).every((q) => titles.includes(q))).toBe(true);
    expect(new Set(queries.slice(0, 4)).size).toBe(4);
    expect(queries.slice(4).every((q) => q.split(" ").length >= 2 && !titles.includes(q))).toBe(true);
  });
  it("asks nothing of an index without titles", () => {
    expect(warmUpQueries(["", ""])).toEqual([]);
  });
});

describe("warmUp", () => {
  it("runs each query in a task of its own, after a pause", async () => {
    const events: string[] = [];
    const engine = { searchWithTotal: (q: string) => (events.push(`q:${q}`), { hits: [], total: 0, exhaustive: true, work: 0 }) };
    await warmUp(engine, ["a", "b"], async () => void events.push("pause"));
    expect(events).toEqual(["pause", "q:a", "pause", "q:b"]);
  });
});

describe("engineFor", () => {
  it("warms the engine it loaded up in the background, after the caller has it", async () => {
    const file = JSON.parse(fs.readFileSync(path.resolve("public/search/en.json"), "utf8")) as IndexFile;
    let background: Promise<unknown> | undefined;
    const engine = engineFor("en", {
      load: async () => file,
      background: (work) => void (background = work),
    });
    expect(background).toBeDefined();
    const loaded = await engine;
    const search = loaded.searchWithTotal.bind(loaded);
    // Counted from when the caller has the engine: a warm-up that ran before would count short.
    let warmed = 0;
    loaded.searchWithTotal = (q, filter) => (warmed++, search(q, filter));
    await background;
    expect(warmed).toBe(WARM_UP_QUERIES);
  });
});
