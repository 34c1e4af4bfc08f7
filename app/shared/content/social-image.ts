import type { Frontmatter } from "./types";

/** The drawn cards' size (scripts/cards), the large summary card's 1.91:1. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * A page's own social image, set in its front matter as a `head` meta tag (a release post may):
 * such a page keeps it, and the build draws no card for it.
 */
export function ownImage(frontmatter: Frontmatter): string | undefined {
  const head = Array.isArray(frontmatter.head) ? frontmatter.head : [];
  const tag = head.find(([name, attrs]) => name === "meta" && (attrs?.property === "og:image" || attrs?.name === "og:image"));
  return tag?.[1]?.content || undefined;
}

/** The absolute URL of the image a page names in `og:image`: its own, else its drawn card. */
export function socialImageUrl(page: { frontmatter: Frontmatter; card?: string }, origin: string): string | undefined {
  const own = ownImage(page.frontmatter);
  if (own) return /^https?:\/\//.test(own) ? own : origin + (own.startsWith("/") ? own : `/${own}`);
  return page.card ? origin + page.card : undefined;
}
