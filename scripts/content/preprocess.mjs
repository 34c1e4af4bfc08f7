/**
 * Source-level rewrites before MDX parses a page, skipping fenced code:
 * - `:::tip Title` … `:::` containers become <Container> elements;
 * - a heading's trailing `{#custom-id}` is escaped so MDX keeps it as text
 *   (rehype-headings turns it into the id), letting translations share anchors.
 */
const CONTAINER_OPEN = /^:::(tip|info|note|warning|danger|details)(?:[ \t]+(.*?))?[ \t]*$/;
const CONTAINER_CLOSE = /^:::[ \t]*$/;
const HEADING_ID = /^(#{1,6} .*?)[ \t]*\{#([A-Za-z0-9_-]+)\}[ \t]*$/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

const attr = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/\{/g, "&#123;");

export function preprocess(source) {
  const out = [];
  let fence = null;
  let depth = 0;
  for (const line of source.split("\n")) {
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = null;
      out.push(line);
      continue;
    }
    if (f) {
      fence = f[1];
      out.push(line);
      continue;
    }
    const open = CONTAINER_OPEN.exec(line);
    if (open) {
      depth++;
      const type = open[1] === "note" ? "info" : open[1];
      const title = open[2] ? ` title="${attr(open[2])}"` : "";
      out.push(`<Container type="${type}"${title}>`, "");
      continue;
    }
    if (depth > 0 && CONTAINER_CLOSE.test(line)) {
      depth--;
      out.push("", "</Container>");
      continue;
    }
    const h = HEADING_ID.exec(line);
    out.push(h ? `${h[1]} \\{#${h[2]}\\}` : line);
  }
  return out.join("\n");
}
