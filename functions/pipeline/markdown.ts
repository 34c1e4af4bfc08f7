import { cacheControl, pageVary } from "~/shared/http/cache-control";
import { markdownPath } from "~/shared/routing/markdown-path";
import { encodePath } from "~/shared/routing/path";
import { prefersMarkdown } from "./accept";

interface Assets {
  fetch(request: Request): Promise<Response>;
}

const MARKDOWN_TYPE = "text/markdown; charset=utf-8";

/**
 * Content negotiation at the page URL: a GET or HEAD whose Accept prefers text/markdown gets
 * the page's Markdown twin from the static assets, with the page's cache policy. A path with
 * no twin gets a short Markdown 404. Undefined when HTML is wanted (or no assets binding).
 */
export async function markdownVariant(request: Request, url: URL, path: string, assets: Assets | undefined): Promise<Response | undefined> {
  if (!assets || (request.method !== "GET" && request.method !== "HEAD") || !prefersMarkdown(request.headers.get("accept")))
    return undefined;
  const location = markdownPath(path);
  const conditional = request.headers.get("if-none-match");
  const asset = await assets.fetch(
    new Request(new URL(encodePath(location), url), {
      method: request.method,
      headers: conditional ? { "if-none-match": conditional } : {},
    }),
  );
  if (asset.status === 200 || asset.status === 304) {
    const headers = new Headers({
      "content-type": MARKDOWN_TYPE,
      "cache-control": cacheControl.page,
      "content-location": location,
      vary: pageVary,
    });
    const etag = asset.headers.get("etag");
    if (etag) headers.set("etag", etag);
    return new Response(asset.status === 304 || request.method === "HEAD" ? null : asset.body, { status: asset.status, headers });
  }
  const body = request.method === "HEAD" ? null : `# Page not found\n\nThere is no page at ${path}. The list of pages is at /llms.txt.\n`;
  return new Response(body, {
    status: 404,
    headers: { "content-type": MARKDOWN_TYPE, "cache-control": cacheControl.notFound, vary: pageVary },
  });
}
