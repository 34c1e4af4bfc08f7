import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { handleSearchApi } from "../../functions/pipeline/search";
import type { Env } from "../../functions/env";

const indexBytes = fs.readFileSync(path.resolve(__dirname, "../../public/search/en.json"));
const url = new URL("http://site.test/1/indexes/*/queries?x-algolia-application-id=a&x-algolia-api-key=b");
const query = () =>
  new Request(url, { method: "POST", body: JSON.stringify({ requests: [{ indexName: "rsbuild-en", query: "server port" }] }) });

/** An asset binding whose first fetch fails once the second request is already waiting on it. */
function flakyAssets() {
  let calls = 0;
  const fetch = async () => {
    calls++;
    if (calls === 1) {
      await new Promise((r) => setTimeout(r, 20));
      throw new Error("the request that started the load went away");
    }
    return new Response(indexBytes);
  };
  return { env: { ASSETS: { fetch } } as unknown as Env, calls: () => calls };
}

describe("search index load", () => {
  it("a request waiting on another request's failed load retries in its own and answers 200", async () => {
    const { env, calls } = flakyAssets();
    const [first, second] = await Promise.all([handleSearchApi(query(), url, env), handleSearchApi(query(), url, env)]);
    expect(calls()).toBe(2);
    expect([first.status, second.status]).toEqual([200, 200]);
    const body = (await second.json()) as { results: { hits: { url: string }[] }[] };
    expect(body.results[0].hits[0].url).toContain("/config/server/port");
  });
});
