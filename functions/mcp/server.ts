import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { type CallToolResult, McpError } from "@modelcontextprotocol/sdk/types.js";
import configOptions from "~/generated/config-options.json";
import type { ConfigOptions } from "~/shared/content/config-options";
import { contentBuildId, pages, siteUrl } from "~/shared/content/manifest";
import { markdownPath } from "~/shared/routing/markdown-path";
import type { SearchEngine } from "../search/engine";
import type { InsightsSink } from "../insights/records";
import { countAgentSearch, feedbackFromAgent } from "./feedback";
import { findOption } from "./options";
import { listPages, pageUrl, readPage } from "./pages";
import { langOfQuery } from "./paths";
import { TOOL_CONFIG } from "./schemas";
import { searchDocs } from "./search-docs";
import { descriptions, instructions } from "./words";
import { versionOf } from "~/shared/content/versions";

export interface Services {
  /** A static asset of this deployment by its path (`/llms.txt`, a page's `.md`). */
  asset(path: string): Promise<Response>;
  engine(lang: "en" | "zh"): Promise<SearchEngine>;
  /** Where agents' searches and feedback are counted (issue 38); none records nothing. */
  insights?: InsightsSink;
}

const options = configOptions as ConfigOptions;
/** The spec's error code for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;
const site = () => siteUrl || "https://localhost";
const structured = <T extends Record<string, unknown>>(data: T, text = JSON.stringify(data)): CallToolResult => ({
  content: [{ type: "text", text }],
  structuredContent: data,
});
const failure = (message: string, suggestions: string[]): CallToolResult => ({
  isError: true,
  content: [{ type: "text", text: suggestions.length ? `${message} Did you mean: ${suggestions.join(", ")}?` : message }],
});

/** The tools createServer registers. */
export const TOOLS = Object.keys(descriptions);

export const SERVER_NAME = "rsbuild-v1-docs";
export const serverVersion = () => `1.x+${contentBuildId.slice(0, 12) || "dev"}`;

/** The MCP server of one request (the transport is stateless: nothing is kept between requests). */
export function createServer(services: Services): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, title: "Rsbuild 1.x documentation", version: serverVersion(), websiteUrl: site() },
    // Logging is declared so clients may set a level; the server has nothing to log to them.
    { instructions: instructions(site()), capabilities: { logging: {} } },
  );

  server.registerTool("search_docs", TOOL_CONFIG.search_docs, async ({ query, language: lang = langOfQuery(query), section, limit }) => {
    const hits = searchDocs(await services.engine(lang), query, { section, limit });
    countAgentSearch(services.insights, query, lang, hits.length);
    return structured({ query, language: lang, hits });
  });

  server.registerTool("read_page", TOOL_CONFIG.read_page, async ({ path, offset }) => {
    const read = await readPage(path, offset, services.asset);
    if ("error" in read) return failure(read.error, read.suggestions);
    const { page, chunk } = read;
    const { offset: from, nextOffset, totalLength } = chunk;
    const data = {
      title: page.title,
      url: pageUrl(page.routePath),
      language: page.lang,
      markdown: chunk.text,
      offset: from,
      nextOffset,
      totalLength,
    };
    const more =
      chunk.nextOffset === null
        ? ""
        : `\n\n[Characters ${chunk.offset}–${chunk.nextOffset} of ${chunk.totalLength}: call read_page with offset ${chunk.nextOffset} for the rest.]`;
    return structured(data, `Source: ${data.url}\n\n${chunk.text}${more}`);
  });

  server.registerTool("submit_feedback", TOOL_CONFIG.submit_feedback, async (input) => {
    const answer = feedbackFromAgent(input);
    if ("error" in answer) return failure(answer.error, answer.suggestions);
    services.insights?.feedback(answer.record);
    return structured({ recorded: true, url: pageUrl(answer.record.path) });
  });

  server.registerTool("list_pages", TOOL_CONFIG.list_pages, async ({ section, language: lang }) => structured(listPages(lang, section)));

  server.registerTool("get_config_option", TOOL_CONFIG.get_config_option, async ({ name, language: lang }) => {
    const found = findOption(name, options[lang]);
    if ("suggestions" in found) return failure(`Rsbuild 1.x has no configuration option named ${name}.`, found.suggestions);
    // The 1.x release each option arrived in (or left), from the data file the badges use too.
    const history = versionOf("config", found.option.name);
    return structured({
      ...found.option,
      language: lang,
      ...(history?.added && { addedIn: history.added }),
      ...(history?.deprecated && { deprecatedIn: history.deprecated }),
      ...(history?.removed && { removedIn: history.removed }),
    });
  });

  for (const lang of ["en", "zh"] as const) {
    const path = lang === "en" ? "/llms.txt" : "/zh/llms.txt";
    server.registerResource(
      `llms-txt-${lang}`,
      new URL(path, site()).href,
      {
        title: lang === "en" ? "llms.txt (English)" : "llms.txt (Chinese)",
        description: "The index of every page of the Rsbuild 1.x docs in this language, with links to their Markdown",
        mimeType: "text/markdown",
      },
      async (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/markdown", text: await (await services.asset(path)).text() }] }),
    );
  }

  server.registerResource(
    "page",
    new ResourceTemplate(`${site()}/{+path}`, {
      list: async () => ({
        resources: pages.map((p) => ({
          uri: new URL(markdownPath(p.routePath), site()).href,
          name: `${p.lang}:${p.routePath}`,
          title: p.title,
          description: p.frontmatter.description,
          mimeType: "text/markdown",
        })),
      }),
    }),
    { title: "A page of the docs as Markdown", description: "Any page's Markdown twin, by its URL plus .md", mimeType: "text/markdown" },
    async (uri, { path }) => {
      // Resources are whole documents: the longest page's Markdown is about 25 KB.
      const read = await readPage(String(path), 0, services.asset, Number.POSITIVE_INFINITY);
      if ("error" in read) throw new McpError(RESOURCE_NOT_FOUND, `Resource ${uri.href} not found: ${read.error}`, { uri: uri.href });
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: read.chunk.text }] };
    },
  );
  // The SDK advertises list changes once a tool or resource is registered; a stateless server
  // whose lists are fixed at build time never sends one.
  server.server.registerCapabilities({ tools: { listChanged: false }, resources: { listChanged: false } });
  return server;
}
