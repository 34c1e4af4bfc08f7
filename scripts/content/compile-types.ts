import type { Content } from "mdast";
import type { Frontmatter, TocEntry } from "../../app/shared/content/types.ts";

/** The heading levels a search record can sit under, below the page title (lvl1). */
export type RecordLevel = "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6";

/** A record as the page compiles: the headings above it (lvl2…lvl6), the anchor of the nearest, its text (null for a heading). */
export interface CollectedRecord {
  type: RecordLevel | "content";
  levels: Partial<Record<RecordLevel, string>>;
  anchor: string;
  content: string | null;
  /** The names in the code blocks that follow it (scripts/content/code-words.ts), searched at low weight. */
  code?: string;
  /** The site's pages its text links to (paths): a short section linking to one page points readers there. */
  links?: string[];
}

/** What the rehype and remark plugins record while a page compiles. */
export interface CompileInfo {
  toc: Omit<TocEntry, "charIndex">[];
  headingTitle: string;
  codeCss: string;
  links: string[];
  ids: string[];
  missingImages: string[];
  records: CollectedRecord[];
  /** The page's body as plain Markdown nodes (its twin), once the remark plugin has run. */
  markdownBody: Content[] | null;
}

/** A compiled page: the ES module, and what the manifest, the link check, search and the Markdown twin take from it. */
export interface CompiledPage {
  module: string;
  frontmatter: Frontmatter;
  headingTitle: string;
  toc: TocEntry[];
  codeCss: string;
  links: string[];
  ids: string[];
  records: CollectedRecord[];
  markdown: string;
}
