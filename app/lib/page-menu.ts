import { markdownPath } from "./markdown-path";
import { encodePath } from "./routing/path";

/** The page's Markdown twin: the site path (fetched to copy, linked to view) and its absolute URL for prompts. */
export function markdownUrls(routePath: string, siteUrl: string) {
  const path = encodePath(markdownPath(routePath));
  return { path, absolute: siteUrl.replace(/\/+$/, "") + path };
}

/** Links that open a chat assistant with a prompt to read the page's Markdown. */
export function assistantLinks(prompt: string) {
  const q = encodeURIComponent(prompt);
  return {
    chatgpt: `https://chatgpt.com/?hints=search&q=${q}`,
    claude: `https://claude.ai/new?q=${q}`,
  };
}

/** The next item for an arrow key in a vertical menu, wrapping at the ends; Home and End jump. */
export function nextIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === "ArrowDown") return current < 0 ? 0 : (current + 1) % count;
  if (key === "ArrowUp") return current < 0 ? count - 1 : (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}
