import { expect, test, type APIRequestContext } from "@playwright/test";
import { postSearch, worstCall } from "./search-cost-requests";

const api = "/1/indexes/*/queries?x-algolia-application-id=t&x-algolia-api-key=t";
const MB = 1024 * 1024;

async function pageTimes(request: APIRequestContext, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = Date.now();
    expect((await request.get("/guide/start/")).status()).toBe(200);
    times.push(Date.now() - start);
  }
  return times.sort((a, b) => a - b);
}

test.describe("search calls of bounded cost", () => {
  test.setTimeout(180_000);

  test("ten of the worst allowed calls at once: each answered within its caps, pages served meanwhile", async ({ request }) => {
    for (const lang of ["en", "zh"])
      await request.post(api, { data: { requests: [{ indexName: `rsbuild-${lang}`, query: "warm" }] }, timeout: 60_000 });
    const before = await pageTimes(request, 5);
    const started = Date.now();
    const calls = Array.from({ length: 10 }, (_, i) => postSearch(request, api, worstCall(i), 170_000));
    const during = await pageTimes(request, 5);
    // A reader's search (one request, as the modal and DocSearch send) is not queued behind them.
    const searchStart = Date.now();
    const reader = await request.post(api, { data: { requests: [{ indexName: "rsbuild-en", query: "server port", hitsPerPage: 20 }] } });
    const readerMs = Date.now() - searchStart;
    expect(reader.status()).toBe(200);
    expect((await reader.json()).results[0].hits.length).toBeGreaterThan(0);
    const answers = await Promise.all(calls);
    const bytes = answers.reduce((n, a) => n + a.body.length, 0);
    console.log(
      `worst calls: ${Date.now() - started} ms for ten, ${bytes} response bytes in all; page ms before ${before.join(",")}, during ${during.join(",")}; a reader's search meanwhile ${readerMs} ms`,
    );
    for (const { status, body } of answers) {
      expect(body.length).toBeLessThanOrEqual(MB);
      if (status !== 200) expect(JSON.parse(body.toString())).toEqual({ status, message: expect.any(String) });
      expect([200, 400]).toContain(status);
    }
    // Calls take turns and yield between queries: a page waits for one query at most, not for the calls.
    expect(during[2]).toBeLessThan(before[2] + 1_000);
    expect(readerMs).toBeLessThan(2_000);
  });

  test("one request for the most hits stays under the response cap or is refused in the provider's shape", async ({ request }) => {
    const data = { requests: [{ indexName: "rsbuild-en", query: "config", hitsPerPage: 1000, attributesToSnippet: ["content:100"] }] };
    const { status, body } = await postSearch(request, api, data, 60_000);
    expect(body.length).toBeLessThanOrEqual(MB);
    if (status === 200) expect(JSON.parse(body.toString()).results[0].hits.length).toBeGreaterThan(0);
    else expect(JSON.parse(body.toString())).toMatchObject({ status: 400 });
  });
});
