import { z } from "zod";
import { FEEDBACK_REASONS, MAX_COMMENT } from "~/shared/insights/fields";
import { LIMITS } from "../search/protocol";
import { MAX_RESULTS, SECTIONS } from "./search-docs";
import { descriptions } from "./words";

// Built once per isolate: each request's server registers these same objects.
const language = z.enum(["en", "zh"]);
const section = z.enum(SECTIONS);
const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

const hit = z.object({ title: z.string(), breadcrumb: z.array(z.string()), url: z.string(), snippet: z.string() });
const pageEntry = z.object({ title: z.string(), url: z.string(), description: z.string() });
const optionShape = {
  name: z.string(),
  language,
  type: z.string().describe("The TypeScript type, as the reference page gives it"),
  default: z.string().describe("The default value, as the reference page gives it"),
  summary: z.string(),
  example: z.object({ language: z.string(), code: z.string() }).optional(),
  url: z.string(),
  addedIn: z.string().optional().describe("The 1.x release that introduced the option; absent when it is in 1.0"),
  deprecatedIn: z.string().optional().describe("The 1.x release that deprecated it, if any"),
  removedIn: z.string().optional().describe("The 1.x release that removed it, if any"),
};

/** Each tool's title, description, input and output schemas and annotations. */
export const TOOL_CONFIG = {
  search_docs: {
    title: "Search the Rsbuild 1.x docs",
    description: descriptions.search_docs,
    inputSchema: {
      query: z
        .string()
        .trim()
        .min(1)
        .max(LIMITS.queryLength)
        .describe("Words to search for: an option name, a feature or a short question"),
      language: language.optional().describe("en or zh; by default the query's own language (Chinese characters → zh)"),
      section: section.optional().describe("Only pages of this section"),
      limit: z.number().int().min(1).max(MAX_RESULTS).default(8).describe(`How many hits, at most ${MAX_RESULTS}`),
    },
    outputSchema: { query: z.string(), language, hits: z.array(hit) },
    annotations: { title: "Search the Rsbuild 1.x docs", ...readOnly },
  },
  read_page: {
    title: "Read a page of the Rsbuild 1.x docs",
    description: descriptions.read_page,
    inputSchema: {
      path: z.string().min(1).max(2048).describe("The page's path or URL, as search_docs or list_pages give it"),
      offset: z.number().int().min(0).max(10_000_000).default(0).describe("Where to start, from a previous answer's nextOffset"),
    },
    outputSchema: {
      title: z.string(),
      url: z.string(),
      language,
      markdown: z.string(),
      offset: z.number(),
      nextOffset: z.number().nullable().describe("Pass as offset to read on; null on the last part"),
      totalLength: z.number(),
    },
    annotations: { title: "Read a page of the Rsbuild 1.x docs", ...readOnly },
  },
  list_pages: {
    title: "List the pages of the Rsbuild 1.x docs",
    description: descriptions.list_pages,
    inputSchema: {
      section: section.optional().describe("One section; all of them when left out"),
      language: language.default("en"),
    },
    outputSchema: {
      language,
      sections: z.array(z.object({ section, groups: z.array(z.object({ group: z.string().nullable(), pages: z.array(pageEntry) })) })),
    },
    annotations: { title: "List the pages of the Rsbuild 1.x docs", ...readOnly },
  },
  get_config_option: {
    title: "Look up an Rsbuild 1.x config option",
    description: descriptions.get_config_option,
    inputSchema: {
      name: z.string().trim().min(1).max(200).describe("The option's dotted name, such as output.distPath"),
      language: language.default("en"),
    },
    outputSchema: optionShape,
    annotations: { title: "Look up an Rsbuild 1.x config option", ...readOnly },
  },
  submit_feedback: {
    title: "Report a problem with a page of the Rsbuild 1.x docs",
    description: descriptions.submit_feedback,
    inputSchema: {
      path: z.string().min(1).max(2048).describe("The page's path or URL, as search_docs or read_page give it"),
      helpful: z.boolean().describe("false when the page was wrong, outdated, unclear or missing something"),
      reason: z.enum(FEEDBACK_REASONS).optional().describe("Why the page did not help (only with helpful: false)"),
      comment: z.string().max(MAX_COMMENT).optional().describe("What was wrong or missing, in a sentence or two"),
    },
    outputSchema: { recorded: z.boolean(), url: z.string() },
    // It writes (one feedback row), so it is neither read-only nor idempotent; nothing is destroyed.
    annotations: {
      title: "Report a problem with a page of the Rsbuild 1.x docs",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
  },
};
