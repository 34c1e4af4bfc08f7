/** A GET of the page on a connection of its own, read to the end, failing after `timeoutMs` of silence. */
export type Get = (timeoutMs: number) => Promise<{ status: number; ms: number }>;

/** A page renders in well under a second; a minute is a hung worker or runtime, not a slow machine. */
export const WARM_TIMEOUT_MS = 60_000;
/** Far more than any page takes (well under a second), far less than a lost request's wait. */
export const FIRST_ANSWER_MS = 15_000;

/**
 * Fetches a page once before it is audited (the edge cache filled, as for readers). wrangler
 * dev's proxy in front of the worker now and then loses a request sent as its pooled connection
 * to the worker times out (cloudflare/workers-sdk#14641, fixed in releases that need Node 22):
 * no answer at all, while the next request is answered in milliseconds. So a page silent for
 * FIRST_ANSWER_MS is asked once more, saying so; silent again, it fails the run with `probe`'s
 * account of what the worker still answers.
 */
export async function warmPage(url: string, get: Get, probe: () => Promise<string>, log: (line: string) => void) {
  try {
    await get(FIRST_ANSWER_MS);
    return;
  } catch (error) {
    log(`${url}: no answer within ${FIRST_ANSWER_MS / 1000} s (${String(error)}); asking once more`);
  }
  try {
    const { status, ms } = await get(WARM_TIMEOUT_MS);
    log(`${url}: ${status} in ${Math.round(ms)} ms the second time`);
  } catch (error) {
    throw new Error(`${url} did not answer within ${WARM_TIMEOUT_MS / 1000} s (${String(error)}); ${await probe()}`);
  }
}
