interface Range {
  type: string;
  subtype: string;
  q: number;
  index: number;
}

function parseAccept(header: string): Range[] {
  return header.split(",").flatMap((part, index) => {
    const [range, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const [type, subtype] = range.split("/");
    if (!type || !subtype) return [];
    const qParam = params.find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    return [{ type, subtype, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0, index }];
  });
}

/** How a media type fares against the ranges: the most specific matching range decides (RFC 9110 12.5.1). */
function match(ranges: Range[], type: string, subtype: string) {
  let best = { q: 0, specificity: -1, index: Infinity };
  for (const r of ranges) {
    const specificity =
      r.type === type && r.subtype === subtype
        ? 2
        : r.type === type && r.subtype === "*"
          ? 1
          : r.type === "*" && r.subtype === "*"
            ? 0
            : -1;
    if (specificity > best.specificity) best = { q: r.q, specificity, index: r.index };
  }
  return best;
}

/**
 * Whether an Accept header asks for Markdown over HTML: text/markdown is acceptable and HTML
 * is not preferred to it. A tie goes to the type named explicitly, then to the one listed first,
 * so `text/markdown, text/html` gets Markdown while browsers' `text/html, …, *\/*` and a bare
 * `*\/*` keep getting HTML.
 */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const md = match(ranges, "text", "markdown");
  const html = match(ranges, "text", "html");
  if (md.q <= 0) return false;
  if (md.q !== html.q) return md.q > html.q;
  if (md.specificity !== html.specificity) return md.specificity > html.specificity;
  return md.index < html.index;
}
