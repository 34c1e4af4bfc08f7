import { markdownPath } from "~/shared/routing/markdown-path";
import { encodePath } from "~/shared/routing/path";
import { CARD_PATH } from "./mcp";

/** The language's llms.txt: Chinese pages list the Chinese one. */
const llmsOf = (path: string) => (path === "/zh" || path.startsWith("/zh/") ? "/zh/llms.txt" : "/llms.txt");

/**
 * The Link header an agent reads before it parses any HTML (RFC 8288): the page's Markdown
 * twin, the language's llms.txt and the MCP server's card. Registered relation types where
 * one fits (`alternate`, `describedby`); the card's is the name agent checkers look for.
 */
export function discoveryLinks(path: string): string {
  return [
    `<${encodePath(markdownPath(path))}>; rel="alternate"; type="text/markdown"`,
    `<${llmsOf(path)}>; rel="describedby"; type="text/plain"`,
    `<${CARD_PATH}>; rel="mcp-server-card"; type="application/json"`,
  ].join(", ");
}

/** Adds the links to a page's HTML answer (a 200 or its 304), and to nothing else. */
export function withDiscoveryLinks(response: Response, path: string): Response {
  const html = response.headers.get("content-type")?.startsWith("text/html");
  if (!(response.status === 304 || (response.status === 200 && html))) return response;
  const out = new Response(response.body, response);
  out.headers.append("link", discoveryLinks(path));
  return out;
}
