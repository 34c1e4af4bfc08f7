/**
 * Whether a state-changing request comes from this site's own pages (CSRF check).
 * Browsers send `Sec-Fetch-Site` on every request and `Origin` on every POST; a request
 * with neither is refused too, so only the site's own scripts can change a reader's state.
 * `origins` are the origins the site answers on (the request's own and SITE_URL's).
 */
export function isSameOrigin(request: Request, origins: string[]): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = request.headers.get("origin");
  return origin !== null && origin !== "null" && origins.includes(origin);
}

/**
 * The media types a JSON body may come with: `application/json`, or the `text/plain` a bare
 * `fetch(url, { body: string })` sends (remix-themes posts the toggle that way). Forms'
 * urlencoded and multipart bodies are refused.
 */
export function isJsonBodyType(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/json" || type === "text/plain";
}
