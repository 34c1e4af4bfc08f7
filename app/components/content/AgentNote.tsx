import generated from "~/generated/site-url.json";
import type { Lang } from "~/shared/config/types";
import { t } from "~/shared/i18n";
import { markdownPath } from "~/shared/routing/markdown-path";

/**
 * A line for AI agents that read the HTML: where this page's Markdown and the MCP server are.
 * Out of sight and out of the accessibility tree (aria-hidden, no links to focus), so no
 * reader, screen reader or printout meets it.
 */
export function AgentNote({ lang, routePath }: { lang: Lang; routePath: string }) {
  const site = generated.siteUrl;
  return (
    <p className="agent-note" aria-hidden="true">
      {t(lang, "agents.markdown")} {new URL(markdownPath(routePath), site).href} {t(lang, "agents.mcp")} {new URL("/mcp", site).href}
    </p>
  );
}
