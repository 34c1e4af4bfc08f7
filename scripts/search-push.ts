// Uploads the search records to a hosted index (one per language: <index>-en, <index>-zh)
// with the algoliasearch client. Without SEARCH_APP_ID and SEARCH_ADMIN_KEY it only prints
// what it would send. Run after `npm run build`.
import fs from "node:fs";
import path from "node:path";
import { algoliasearch } from "algoliasearch";
import type { SearchRecord } from "../app/shared/search/types.ts";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** The records of one language, as the build wrote them. */
export function loadRecords(lang: Lang, dir = path.join(ROOT, ".cache/search-records")): SearchRecord[] {
  const file = path.join(dir, `${lang}.json`);
  if (!fs.existsSync(file)) throw new Error(`no search records at ${file}: run npm run build first`);
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

type Lang = SearchRecord["lang"];
type Plain<T> = { [K in keyof T]: T[K] };

/** One language's upload: the index it replaces and the records that go in. */
export interface Batch {
  indexName: string;
  records: SearchRecord[];
  bytes: number;
}

export interface PushOptions {
  appId: string | undefined;
  adminKey: string | undefined;
  indexName: string;
  /** Where the build wrote the records (default .cache/search-records). */
  dir?: string;
  log?: (line: string) => void;
}

export function plan(indexName: string, dir?: string): Batch[] {
  return (["en", "zh"] as const).map((lang) => {
    const records = loadRecords(lang, dir);
    return { indexName: `${indexName}-${lang}`, records, bytes: Buffer.byteLength(JSON.stringify(records)) };
  });
}

export async function push({
  appId,
  adminKey,
  indexName,
  dir,
  log = console.log,
}: PushOptions): Promise<{ uploaded: boolean; batches: Batch[] }> {
  const batches = plan(indexName, dir);
  if (!appId || !adminKey) {
    for (const b of batches)
      log(
        `dry run: would replace all objects of ${b.indexName} with ${b.records.length} records (${(b.bytes / 1024).toFixed(0)} KiB); first: ${JSON.stringify(b.records[0])}`,
      );
    log("set SEARCH_APP_ID and SEARCH_ADMIN_KEY to upload");
    return { uploaded: false, batches };
  }
  const client = algoliasearch(appId, adminKey);
  for (const b of batches) {
    // The client takes plain objects (an index signature), which an interface is not; the same records, seen as such.
    const objects: Plain<SearchRecord>[] = b.records;
    await client.replaceAllObjects({ indexName: b.indexName, objects, batchSize: 1000 });
    await client.setSettings({
      indexName: b.indexName,
      indexSettings: {
        searchableAttributes: [
          "unordered(hierarchy.lvl0)",
          "unordered(hierarchy.lvl1)",
          "unordered(hierarchy.lvl2)",
          "unordered(hierarchy.lvl3)",
          "unordered(hierarchy.lvl4)",
          "unordered(hierarchy.lvl5)",
          "unordered(hierarchy.lvl6)",
          "content",
          // The names in the code after a record, as the worker's index searches them (at low weight there).
          "unordered(code)",
          // The readers' words for a page, on its own record (never shown).
          "unordered(words)",
        ],
        unretrievableAttributes: ["code", "words"],
        attributesForFaceting: ["lang", "type"],
        distinct: 3,
        attributeForDistinct: "url_without_anchor",
      },
    });
    log(`uploaded ${b.records.length} records to ${b.indexName}`);
  }
  return { uploaded: true, batches };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  push({
    appId: process.env.SEARCH_APP_ID,
    adminKey: process.env.SEARCH_ADMIN_KEY,
    indexName: process.env.SEARCH_INDEX_NAME || "rsbuild",
  }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
