import { SearchApiError } from "./errors";
import { parseFacetFilters, type RecordFilter } from "./filters";

const TOKEN = /\s*(\(|\)|\bAND\b|\bOR\b|\bNOT\b|-?"?[\w.]+"?\s*:\s*(?:"(?:[^"\\]|\\.)*"|'[^']*'|[^\s()]+))/y;

/**
 * The `filters` string: `attr:value` terms joined by AND, OR, NOT and parentheses, as the
 * provider reads it (OR binds tighter than AND is not assumed: usual precedence, NOT > AND > OR).
 */
export function parseFilters(text: unknown): RecordFilter | undefined {
  if (text === undefined || text === null || text === "") return undefined;
  if (typeof text !== "string") throw new SearchApiError(400, "filters must be a string");
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length && /\S/.test(text.slice(TOKEN.lastIndex))) {
    const m = TOKEN.exec(text);
    if (!m) throw new SearchApiError(400, `Invalid filters near: ${text.slice(TOKEN.lastIndex, TOKEN.lastIndex + 30)}`);
    tokens.push(m[1]);
  }
  let at = 0;
  const fail = (): never => {
    throw new SearchApiError(400, `Invalid filters: ${text.slice(0, 60)}`);
  };
  const primary = (): RecordFilter => {
    const t = tokens[at++] ?? fail();
    if (t === "NOT") {
      const inner = primary();
      return (r) => !inner(r);
    }
    if (t === "(") {
      const inner = or();
      if (tokens[at++] !== ")") fail();
      return inner;
    }
    if (t === ")" || t === "AND" || t === "OR") fail();
    return parseFacetFilters([t])!;
  };
  const and = (): RecordFilter => {
    const parts = [primary()];
    while (tokens[at] === "AND") at++, parts.push(primary());
    return (r) => parts.every((p) => p(r));
  };
  const or = (): RecordFilter => {
    const parts = [and()];
    while (tokens[at] === "OR") at++, parts.push(and());
    return (r) => parts.some((p) => p(r));
  };
  const filter = or();
  if (at !== tokens.length) fail();
  return filter;
}
