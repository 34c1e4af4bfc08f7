import * as OpenCC from "opencc-js/t2cn";

const CJK_CHARS = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;
const CJK_CHAR = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]$/;

/**
 * The traditional → simplified character table the search folds queries and texts with, as one
 * string of pairs. It comes from OpenCC's maintained tables (Taiwan and Hong Kong variants to
 * mainland simplified), kept to the characters whose simplified form the site's text holds:
 * any other would match nothing anyway, and the worker needs no converter of its own.
 * `text` is every indexed text of the site.
 */
export function foldTable(text: string): string {
  const present = new Set(text.match(CJK_CHARS) ?? []);
  const converters = ["tw", "hk"].map((from) => OpenCC.Converter({ from, to: "cn" }));
  let pairs = "";
  for (let code = 0x3400; code <= 0xfaff; code++) {
    const char = String.fromCharCode(code);
    if (!CJK_CHAR.test(char)) continue;
    for (const convert of converters) {
      const simple = convert(char);
      if (simple !== char && simple.length === 1 && present.has(simple)) {
        pairs += char + simple;
        break;
      }
    }
  }
  return pairs;
}
