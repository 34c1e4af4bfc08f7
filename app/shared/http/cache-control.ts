/**
 * Every Cache-Control value the site sends, in one place.
 * HTML and loader data live long at the edge because the edge cache key carries
 * the build id: a deploy starts a fresh key space instead of purging.
 */
export const cacheControl = {
  /** Browsers revalidate every time (cheap 304 by ETag); the edge keeps a day and serves stale for a week. */
  page: "public, max-age=0, must-revalidate, s-maxage=86400, stale-while-revalidate=604800",
  notFound: "public, max-age=60, s-maxage=300",
  permanentRedirect: "public, max-age=3600, s-maxage=86400",
  /** Content-hashed files never change under the same name. */
  immutable: "public, max-age=31536000, immutable",
  /** Build-time files with stable names (feeds, sitemap). */
  generated: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  /** A page rendered for one reader's theme cookie: their browser revalidates it, no shared cache keeps it. */
  personalPage: "private, max-age=0, must-revalidate",
  personalNotFound: "private, max-age=60",
  /** Per-visitor answers: locale redirects, first visits (they set a cookie), bad requests. */
  private: "private, no-store",
} as const;

export type CachePolicy = keyof typeof cacheControl;

/** The policy for a response the app rendered, by status. */
export function policyForStatus(status: number): CachePolicy {
  if (status === 200 || status === 304) return "page";
  if (status === 404) return "notFound";
  if (status === 301 || status === 308) return "permanentRedirect";
  return "private";
}

/**
 * Who may keep a rendered page: "shared" (the same bytes for every reader sending the same
 * cookies), "personal" (rendered for a theme cookie), "once" (it sets a cookie).
 */
export type Audience = "shared" | "personal" | "once";

/**
 * Rendered pages and loader data depend on the cookies, the page URL answers HTML or its Markdown
 * twin by Accept, and workerd compresses per Accept-Encoding.
 */
export const pageVary = "Cookie, Accept, Accept-Encoding";

/**
 * What a reader's copy says. The worker's own cache keeps the shared value under a key that
 * carries the variant; shared caches downstream see the long s-maxage only on answers that
 * set no cookie and were rendered without a theme cookie, and those say `Vary: Cookie`.
 */
export function policyFor(status: number, audience: Audience): string {
  const policy = policyForStatus(status);
  if (audience === "once" || policy === "private") return cacheControl.private;
  if (audience === "shared") return cacheControl[policy];
  if (policy === "page") return cacheControl.personalPage;
  if (policy === "notFound") return cacheControl.personalNotFound;
  return cacheControl.private;
}
