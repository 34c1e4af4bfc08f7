import { siteUrl } from "~/shared/content/manifest";
import { createRateLimit } from "../mcp/admission";
import { readLimited } from "../http/read-body";
import { InsightError } from "./parse";

/** A feedback form or a search beacon is a few hundred bytes. */
export const MAX_BODY = 2048;

/**
 * Per client, in this isolate's memory only: 20 at once, then two a second. The key (the
 * connecting address) is never written anywhere; it is forgotten when the isolate goes.
 */
const rateLimit = createRateLimit({ burst: 20, perSecond: 2, maxClients: 5000 });

/** Only this site's own pages post here: `Sec-Fetch-Site`, or without it an `Origin` of this site. */
function fromThisSite(request: Request, url: URL): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = request.headers.get("origin");
  return origin !== null && (origin === url.origin || (siteUrl !== "" && origin === new URL(siteUrl).origin));
}

/**
 * The checks every insights request passes before its body is read, then the body: POST, same
 * origin, an allowed content type, the client's rate, at most 2 KB. A refusal is an InsightError.
 */
export async function admit(request: Request, url: URL, types: string[]): Promise<string> {
  if (request.method !== "POST") throw new InsightError(405, "Only POST is accepted here.");
  if (!fromThisSite(request, url)) throw new InsightError(403, "Only this site's own pages may send feedback and search insights.");
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!types.includes(type)) throw new InsightError(415, `Send the body as ${types.join(" or ")}.`);
  if (rateLimit(request.headers.get("cf-connecting-ip") ?? "unknown", Date.now()))
    throw new InsightError(429, "Too many submissions from this client: wait a few seconds and try again.");
  const text = await readLimited(request, MAX_BODY);
  if (text === null) throw new InsightError(413, `The body is larger than ${MAX_BODY} bytes.`);
  return text;
}
