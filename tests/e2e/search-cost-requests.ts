import type { APIRequestContext } from "@playwright/test";

/** The costliest call the limits allow: 50 distinct long queries of common words, every attribute, long snippets, the most hits the cap allows. */
export function worstCall(seed: number) {
  const words = [
    "the",
    "config",
    "build",
    "server",
    "output",
    "plugin",
    "css",
    "html",
    "dev",
    "option",
    "file",
    "page",
    "rsbuild",
    "default",
    "type",
    "set",
    "use",
    "module",
    "path",
    "entry",
  ];
  const requests = Array.from({ length: 50 }, (_, i) => {
    const query = Array.from({ length: 60 }, (_, k) => words[(seed * 7 + i * 3 + k * 5) % words.length])
      .join(" ")
      .slice(0, 500);
    return {
      indexName: i % 2 ? "rsbuild-zh" : "rsbuild-en",
      query: `${query} ${seed}-${i}`,
      hitsPerPage: 20,
      attributesToSnippet: ["content:100", "hierarchy.lvl1:100"],
      attributesToRetrieve: ["*"],
    };
  });
  return JSON.stringify({ requests });
}

/**
 * wrangler dev's own proxy (not the worker, and absent in production) answers a POST it could not
 * hand to the worker with this 503, and retries only GET and HEAD by itself. It happened once in a
 * CI run under full load; the worker's log showed no error. Such an answer is sent again, once.
 */
const DEV_PROXY_RETRY = "Your worker restarted mid-request";

export async function postSearch(request: APIRequestContext, url: string, data: string | object, timeout: number) {
  const send = async () => {
    const res = await request.post(url, { data, timeout });
    return { status: res.status(), body: await res.body() };
  };
  const first = await send();
  if (first.status !== 503 || !first.body.toString().startsWith(DEV_PROXY_RETRY)) return first;
  console.log("wrangler dev's proxy dropped a search POST; sending it again");
  return send();
}
