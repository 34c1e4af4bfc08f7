import http from "node:http";

/**
 * A GET on a connection of its own, closed after the answer, read to its end. Node's fetch
 * keeps connections for reuse, and in CI a warming fetch on a reused connection to wrangler dev
 * got no answer at all while a new connection to the same page was answered in 4 ms.
 */
export function getOnOwnConnection(url: string, headers: Record<string, string>, timeoutMs: number) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const start = performance.now();
    const request = http.get(url, { agent: false, headers, timeout: timeoutMs }, (response) => {
      response.resume();
      response.once("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }));
      response.once("error", reject);
    });
    request.once("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.once("error", reject);
  });
}
