import { markdownPath } from "~/shared/routing/markdown-path";
import { encodePath } from "~/shared/routing/path";

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
