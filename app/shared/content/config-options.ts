/**
 * One configuration option as its reference page documents it, extracted at build time
 * (scripts/content/config-options.ts) into app/generated/config-options.json for the MCP server.
 */
export interface ConfigOption {
  /** The dotted name, as in the page's `option` frontmatter (`output.distPath`). */
  name: string;
  /** The page's Type field: a one-line type or the type declarations of its code block. */
  type: string;
  /** The page's Default field, as written there. */
  default: string;
  /** The first paragraph after the fields. */
  summary: string;
  example?: { language: string; code: string };
  /** The page's absolute URL. */
  url: string;
}

export type ConfigOptions = Record<"en" | "zh", ConfigOption[]>;
