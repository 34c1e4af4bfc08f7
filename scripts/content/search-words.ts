import fs from "node:fs";
import path from "node:path";
import { LANGS } from "../../app/shared/routing/locale.ts";
import { routePathOf } from "./files.ts";

/** The data file beside a folder's pages: page file name (without `.mdx`) → the readers' words for it. */
export const WORDS_FILE = "words.json";

/**
 * The words readers use for what each page covers (other tools' names, error messages they
 * paste, colloquial terms, misspellings), per route path, from every `words.json` of the
 * content folder. They are an input of the search index only, read when it is written, like
 * the glossary: no compiled page depends on them. An entry naming no page of its folder, or
 * not a list of phrases, fails the build.
 */
export function readWords(contentDir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const lang of LANGS) {
    const root = path.join(contentDir, lang);
    if (!fs.existsSync(root)) continue;
    for (const rel of fs.readdirSync(root, { recursive: true })) {
      const file = String(rel).split(path.sep).join("/");
      if (path.posix.basename(file) !== WORDS_FILE) continue;
      const folder = path.posix.dirname(file);
      const entries: unknown = JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
      if (!entries || typeof entries !== "object" || Array.isArray(entries))
        throw new Error(`content/${lang}/${file}: not an object of pages`);
      for (const [name, phrases] of Object.entries(entries)) {
        const page = folder === "." ? `${name}.mdx` : `${folder}/${name}.mdx`;
        if (!fs.existsSync(path.join(root, page))) throw new Error(`content/${lang}/${file}: "${name}" names no page of its folder`);
        if (!Array.isArray(phrases) || !phrases.every((p) => typeof p === "string" && p.trim()))
          throw new Error(`content/${lang}/${file}: "${name}" is not a list of phrases`);
        out.set(routePathOf(lang, page), phrases);
      }
    }
  }
  return out;
}
