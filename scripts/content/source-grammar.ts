/**
 * The line grammar content/README.md gives authors on top of MDX, written once: fenced code,
 * `:::type Title` … `:::` containers and `{#custom-id}` heading suffixes. preprocess.ts
 * rewrites the lines it classifies and check-mdx.ts checks them; the Markdown twins and
 * llms-full.txt read the compiled tree, so they follow the same grammar.
 */
const CONTAINER_OPEN = /^:::(tip|info|note|warning|danger|details)(?:[ \t]+(.*?))?[ \t]*$/;
const CONTAINER_CLOSE = /^:::[ \t]*$/;
const HEADING = /^(#{1,6}) /;
const HEADING_ID = /^(#{1,6} .*?)[ \t]*\{#([A-Za-z0-9_-]+)\}[ \t]*$/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/** `note` is another name for `info`. */
const TYPE_ALIASES: Record<string, string> = { note: "info" };

/** A fence closes on a line of only the same character, at least as long as the opener (CommonMark). */
const closesFence = (line: string, opener: string, marker: string): boolean =>
  marker[0] === opener[0] && marker.length >= opener.length && line.trim() === marker;

export type LineToken =
  | { kind: "code" | "close" | "text"; line: string }
  | { kind: "open"; line: string; type: string; title: string }
  | { kind: "heading"; line: string; level: number; id: string | null; text: string };

/**
 * One token per source line (split on "\n", so joining the lines gives the source back):
 * - `{ kind: "code", line }`: a fence line or a line inside fenced code;
 * - `{ kind: "open", line, type, title }`: a container opens (title "" when none);
 * - `{ kind: "close", line }`: the innermost open container closes (a `:::` with none open is text);
 * - `{ kind: "heading", line, level, id, text }`: an ATX heading; id is its `{#id}` or null,
 *   text the line without that suffix;
 * - `{ kind: "text", line }`: anything else.
 */
export function sourceLines(source: string): LineToken[] {
  const tokens: LineToken[] = [];
  let fence: string | undefined;
  let depth = 0;
  for (const line of source.split("\n")) {
    const marker = FENCE.exec(line)?.[1];
    if (fence || marker) {
      if (!fence) fence = marker;
      else if (marker && closesFence(line, fence, marker)) fence = undefined;
      tokens.push({ kind: "code", line });
      continue;
    }
    const token = lineToken(line, depth);
    tokens.push(token);
    if (token.kind === "open") depth++;
    if (token.kind === "close") depth--;
  }
  return tokens;
}

function lineToken(line: string, depth: number): LineToken {
  const open = CONTAINER_OPEN.exec(line);
  if (open) return { kind: "open", line, type: TYPE_ALIASES[open[1]] ?? open[1], title: open[2] ?? "" };
  if (depth > 0 && CONTAINER_CLOSE.test(line)) return { kind: "close", line };
  const heading = HEADING.exec(line);
  if (!heading) return { kind: "text", line };
  const id = HEADING_ID.exec(line);
  return { kind: "heading", line, level: heading[1].length, id: id ? id[2] : null, text: id ? id[1] : line };
}
