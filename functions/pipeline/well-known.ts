import { cacheControl } from "~/shared/http/cache-control";

export const WELL_KNOWN_LLMS = "/.well-known/llms.txt";

interface Assets {
  fetch(request: Request): Promise<Response>;
}

/**
 * /.well-known/llms.txt: the English llms.txt itself, for agents that look under
 * /.well-known first, naming /llms.txt as canonical. GET and HEAD only.
 */
export async function wellKnownLlms(request: Request, url: URL, assets: Assets | undefined): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD")
    return new Response("Method not allowed\n", { status: 405, headers: { allow: "GET, HEAD", "cache-control": cacheControl.notFound } });
  const asset = assets ? await assets.fetch(new Request(new URL("/llms.txt", url))) : undefined;
  if (asset?.status !== 200)
    return new Response("llms.txt is not built\n", { status: 404, headers: { "cache-control": cacheControl.notFound } });
  return new Response(request.method === "HEAD" ? null : asset.body, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": cacheControl.generated,
      link: '</llms.txt>; rel="canonical"',
    },
  });
}
