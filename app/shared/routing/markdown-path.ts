/**
 * Where a page's Markdown twin is served: its URL plus `.md`, or `index.md` after a URL that
 * ends in a slash (/ → /index.md, /guide/start/ → /guide/start/index.md). The build writes the
 * files by the same rule (scripts/content/markdown/files.ts; a unit test keeps them equal).
 */
export function markdownPath(routePath: string): string {
  return routePath.endsWith("/") ? `${routePath}index.md` : `${routePath}.md`;
}
