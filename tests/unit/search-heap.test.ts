import fs from "node:fs";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
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
const env = { ASSETS: { fetch: async (req: Request) => new Response(files[new URL(req.url).pathname.includes("/zh.") ? "zh" : "en"]) } } as unknown as Env;
const url = new URL("http://site.test/1/indexes/*/queries?x-algolia-application-id=a&x-algolia-api-key=b");
const call = (body: string) => handleSearchApi(new Request(url, { method: "POST", body }), url, env).then((r) => r.text());
const live = () => (gc(), process.memoryUsage().heapUsed);

describe("search heap under the worst calls", () => {
  it(`ten of the worst allowed calls at once keep the engine's live heap under ${BOUND_MB} MB`, async () => {
    const base = live();
    await call(JSON.stringify({ requests: [{ indexName: "rsbuild-en", query: "warm" }, { indexName: "rsbuild-zh", query: "warm" }] }));
    const loaded = live() - base;
    let peak = 0;
    let peakLive = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed - base)), 2);
    const gcSampler = setInterval(() => (peakLive = Math.max(peakLive, live() - base)), 200);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call(worstCall(i))));
    clearInterval(sampler);
    clearInterval(gcSampler);
    const after = live() - base;
    console.log(`search heap: indexes ${(loaded / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB (with garbage), peak live ${(peakLive / MB).toFixed(1)} MB, after ${(after / MB).toFixed(1)} MB`);
    expect(answers.every((a) => a.length > 0)).toBe(true);
    expect(peakLive).toBeLessThan(BOUND_MB * MB);
    expect(peak).toBeLessThan(BOUND_MB * MB);
  }, 120_000);
});
