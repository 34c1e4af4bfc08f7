import fs from "node:fs";
import type { Lang } from "../../app/shared/config/types.ts";
import { LANGS } from "../../app/shared/routing/locale.ts";

const ABBREVIATION = /^[A-Z]{2,6}$/;
const HAS_CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/;

/** A cell's alternatives (`a / b`), each with its parenthesized abbreviation or Chinese short form. */
function cellAlternatives(cell: string, chinese: boolean): string[][] {
  const keep = (inner: string) => chinese || ABBREVIATION.test(inner.trim());
  // Notes in parentheses ("verb / noun") go first, so their slashes do not split the cell.
  const clean = cell.replace(/`/g, "").replace(/[(（]([^)）]+)[)）]/g, (all, inner: string) => (keep(inner) ? all : ""));
  return clean.split(/\s*\/\s*/).map((part) => {
    const inner = /[(（]([^)）]+)[)）]/.exec(part)?.[1]?.trim();
    const outer = part
      .replace(/[(（][^)）]*[)）]/g, "")
      .split(/\s*,\s*/)
      .map((t) => t.trim());
    return [...outer, ...(inner ? [inner] : [])].filter(Boolean);
  });
}

/**
 * Synonym sets for search from content/GLOSSARY.md: for the Chinese index each row of the
 * terms table joins its English and Chinese terms (a reader may type 代理 for server.proxy);
 * for the English index, English terms and their abbreviations; the "Search synonyms" list
 * applies to both, without its Chinese terms for English. Terms are lowercased; sets of one
 * term are dropped.
 */
export function glossarySynonyms(file: string): Record<Lang, string[][]> {
  const text = fs.readFileSync(file, "utf8");
  const out: Record<Lang, string[][]> = { en: [], zh: [] };
  const add = (lang: Lang, terms: string[]) => {
    const set = [...new Set(terms.map((t) => t.toLowerCase()).filter(Boolean))];
    if (set.length > 1) out[lang].push(set);
  };
  for (const line of text.split("\n")) {
    const row = /^\|([^|]+)\|([^|]+)\|\s*$/.exec(line);
    if (row && !/^[\s-]+$/.test(row[1]) && !/English/.test(row[1])) {
      const en = cellAlternatives(row[1], false);
      const zh = cellAlternatives(row[2], true);
      // "development mode / production mode" ↔ "开发模式 / 生产模式": alternatives pair up in order.
      const pairs: [string[], string[]][] = en.length === zh.length ? en.map((terms, i) => [terms, zh[i]]) : [[en.flat(), zh.flat()]];
      for (const [e, z] of pairs) {
        if (e.some((t) => ABBREVIATION.test(t))) add("en", e);
        add("zh", [...e, ...z]);
      }
    }
    const item = /^- (.+)$/.exec(line);
    if (!item) continue;
    const terms = item[1].split(/\s*\/\s*/);
    // The English pages hold no Chinese: a query said with a Chinese term (源码映射 for "source
    // map") would lose its subject there, and its results, scored relative to their own best,
    // ranked with the reader's.
    for (const lang of LANGS) add(lang, lang === "en" ? terms.filter((t) => !HAS_CJK.test(t)) : terms);
  }
  return out;
}
