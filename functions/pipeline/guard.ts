import { decodePath } from "~/shared/routing/path";
import { errorPage } from "./respond";

const PAGE_METHODS = new Set(["GET", "HEAD"]);
const MAX_URL_LENGTH = 8192;

export type Guarded = { response: Response } | { path: string };

/** Rejects what cannot be a reader's request before any routing: a 4xx, never a 500. */
export function guardRequest(request: Request, url: URL, isApi: boolean): Guarded {
  if (!isApi && !PAGE_METHODS.has(request.method) && !(request.method === "POST" && url.pathname === "/resources/theme")) {
    return { response: errorPage(405, "Method Not Allowed", "This site only serves GET and HEAD requests.", { allow: "GET, HEAD" }) };
  }
  if (request.url.length > MAX_URL_LENGTH) {
    return { response: errorPage(400, "Bad Request", "The address is longer than any page on this site.") };
  }
  const decoded = decodePath(url.pathname);
  if (!decoded.ok) return { response: errorPage(400, "Bad Request", `The address could not be read: ${decoded.reason}.`) };
  return { path: decoded.path };
}
