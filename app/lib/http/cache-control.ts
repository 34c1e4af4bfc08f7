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
  /** Per-visitor answers: locale redirects, bad requests. */
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
