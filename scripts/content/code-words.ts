/**
 * The names a code block holds, for search: identifiers, dotted names (`watchOptions.poll`),
 * package and file names, without the language's keywords, comments or punctuation. Readers
 * type the names they saw in an error or an example (`ReactComponent`, `__webpack_public_path__`)
 * that the prose around the example may never spell out.
 */

/** Syntax that frames code in every example and names nothing a reader looks for. */
const KEYWORDS = new Set(
  (
    "as async await break case catch class const continue default delete do else export extends false finally for from function " +
    "if import in instanceof interface let new null of return static super switch this throw true try type typeof undefined var void while yield"
  ).split(" "),
);

const NAME = /[A-Za-z_$@][\w$@/]*(?:[.-][A-Za-z_$][\w$/]*)*/g;
/**
 * Only compound names (camelCase, dotted, snake_case): a plain word of code (`tools`, `url`,
 * `true`) is prose the page already holds, and a file or package path (`src/index.ts`,
 * `@rsbuild/core`, `logo.svg`) names the example's own files, which matched readers' words
 * (`ts`, `png`) on pages about something else.
 */
const COMPOUND = /[a-z0-9][A-Z]|[._$]/;
const PATH = /[/-]|\.(?:[cm]?[jt]sx?|json|css|scss|sass|less|styl|svg|png|jpe?g|gif|webp|html?|vue|svelte|mdx?|ya?ml|txt|wasm)$/i;
const COMMENTS = [/\/\*[\s\S]*?\*\//g, /(^|\s)\/\/.*$/gm, /<!--[\s\S]*?-->/g, /^\s*#(?!!).*$/gm];

/** The distinct names of a code block, in order, joined by spaces (the text a record's code field indexes). */
export function codeWords(code: string): string {
  let text = code;
  for (const comment of COMMENTS) text = text.replace(comment, " ");
  const seen = new Set<string>();
  for (const match of text.match(NAME) ?? []) {
    const name = match.replace(/^@/, "");
    if (name.length < 2 || KEYWORDS.has(name) || !COMPOUND.test(name) || PATH.test(name) || seen.has(name)) continue;
    seen.add(name);
  }
  return [...seen].join(" ");
}
