import { type LineToken, sourceLines } from "./source-grammar.ts";

/**
 * Source-level rewrites before MDX parses a page, on the lines source-grammar.ts classifies
 * (fenced code is left alone):
 * - `:::tip Title` … `:::` containers become <Container> elements;
 * - a heading's trailing `{#custom-id}` is escaped so MDX keeps it as text
 *   (rehype-headings turns it into the id), letting translations share anchors.
 */
const attr = (s: string): string => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/\{/g, "&#123;");

function rewrite(token: LineToken): string[] {
  switch (token.kind) {
    case "open":
      return [`<Container type="${token.type}"${token.title ? ` title="${attr(token.title)}"` : ""}>`, ""];
    case "close":
      return ["", "</Container>"];
    case "heading":
      return [token.id ? `${token.text} \\{#${token.id}\\}` : token.line];
    default:
      return [token.line];
  }
}

export function preprocess(source: string): string {
  return sourceLines(source).flatMap(rewrite).join("\n");
}
