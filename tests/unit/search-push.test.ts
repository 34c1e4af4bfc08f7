import { describe, expect, it } from "vitest";
import { push } from "../../scripts/search-push.ts";

describe("npm run search:push", () => {
  it("without credentials prints what it would send, per language index, in the DocSearch shape", async () => {
    const lines: string[] = [];
    const result = await push({
      appId: undefined,
      adminKey: undefined,
      indexName: "rsbuild",
      dir: undefined,
      log: (l: string) => void lines.push(l),
    });
    expect(result.uploaded).toBe(false);
    expect(result.batches.map((b: { indexName: string }) => b.indexName)).toEqual(["rsbuild-en", "rsbuild-zh"]);
    const record = result.batches[0].records[0];
    // A page's own record also carries the readers' words, searchable but never retrieved.
    expect(Object.keys(record).sort()).toEqual([
      "anchor",
      "content",
      "hierarchy",
      "lang",
      "objectID",
      "type",
      "url",
      "url_without_anchor",
      "words",
    ]);
    expect(Object.keys(record.hierarchy)).toEqual(["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"]);
    expect(lines.at(-1)).toContain("SEARCH_ADMIN_KEY");
  });
});
