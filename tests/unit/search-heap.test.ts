import fs from "node:fs";
import path from "node:path";
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { handleSearchApi } from "../../functions/pipeline/search";
import type { Env } from "../../functions/env";
import { worstCall } from "../e2e/search-cost-requests";

/** The bound issue 16 sets for the isolate's heap under ten of the worst calls at once. */
const BOUND_MB = 64;
const MB = 1024 * 1024;
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const dir = path.resolve(__dirname, "../../public/search");
const files = { en: fs.readFileSync(path.join(dir, "en.json.gz")), zh: fs.readFileSync(path.join(dir, "zh.json.gz")) };
const env = {
  ASSETS: { fetch: async (req: Request) => new Response(files[new URL(req.url).pathname.includes("/zh.") ? "zh" : "en"]) },
} as unknown as Env;
const url = new URL("http://site.test/1/indexes/*/queries?x-algolia-application-id=a&x-algolia-api-key=b");
/** Work the worker goes on with after its answers: the engines' warm-up, as in production. */
const background: Promise<unknown>[] = [];
const ctx = { waitUntil: (p: Promise<unknown>) => void background.push(p) };
const call = (body: string) => handleSearchApi(new Request(url, { method: "POST", body }), url, env, ctx).then((r) => r.text());
/** The heap in use (cheaper to read than process.memoryUsage, which also reads the process's memory). */
const used = () => getHeapStatistics().used_heap_size;
const live = () => (gc(), used());

describe("search heap under the worst calls", () => {
  it(`ten of the worst allowed calls at once keep the engine's live heap under ${BOUND_MB} MB`, async () => {
    const base = live();
    await call(
      JSON.stringify({
        requests: [
          { indexName: "rsbuild-en", query: "warm" },
          { indexName: "rsbuild-zh", query: "warm" },
        ],
      }),
    );
    await Promise.all(background);
    expect(background).toHaveLength(2);
    const loaded = live() - base;
    let peak = 0;
    let peakLive = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, used() - base)), 2);
    const gcSampler = setInterval(() => (peakLive = Math.max(peakLive, live() - base)), 500);
    // A call rests after each query as long as it worked: that spreads the calls over time but
    // holds nothing more in memory, so the rests are cut to a timer turn to keep the test short.
    const realSetTimeout = globalThis.setTimeout;
    globalThis.setTimeout = ((fn: () => void) => realSetTimeout(fn, 0)) as typeof setTimeout;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call(worstCall(i)))).finally(
      () => (globalThis.setTimeout = realSetTimeout),
    );
    clearInterval(sampler);
    clearInterval(gcSampler);
    const after = live() - base;
    console.log(
      `search heap: indexes (warmed) ${(loaded / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB (with garbage), peak live ${(peakLive / MB).toFixed(1)} MB, after ${(after / MB).toFixed(1)} MB`,
    );
    // Each is answered, or refused at the response cap in the provider's shape.
    for (const a of answers) expect(a.startsWith('{"results":[') || JSON.parse(a).status === 400).toBe(true);
    expect(peakLive).toBeLessThan(BOUND_MB * MB);
    expect(peak).toBeLessThan(BOUND_MB * MB);
  }, 120_000);
});
