import { transformerMetaHighlight, transformerStyleToClass } from "@shikijs/transformers";
import type { Root } from "hast";
import { createHighlighter } from "shiki";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import type { CompileInfo } from "./compile-types.ts";
import type { MdxJsxAttribute } from "./hast-mdx.ts";

export const LANGS = [
  "js",
  "jsx",
  "ts",
  "tsx",
  "json",
  "jsonc",
  "bash",
  "shell",
  "css",
  "scss",
  "less",
  "html",
  "vue",
  "svelte",
  "yaml",
  "toml",
  "diff",
  "markdown",
  "mdx",
  "xml",
  "ini",
  "sass",
  "stylus",
  "txt",
];
const ALIASES: Record<string, string> = {
  sh: "bash",
  zsh: "bash",
  console: "bash",
  javascript: "js",
  typescript: "ts",
  yml: "yaml",
  md: "markdown",
  text: "txt",
  plaintext: "txt",
  styl: "stylus",
};

let highlighter: Awaited<ReturnType<typeof createHighlighter>> | undefined;
export async function getHighlighter() {
  highlighter ??= await createHighlighter({
    themes: ["github-light-high-contrast", "github-dark-default"],
    langs: LANGS.filter((l) => l !== "txt"),
  });
  return highlighter;
}

function parseTitle(meta: string | null | undefined): string | undefined {
  const m = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? "");
  return m ? (m[1] ?? m[2]) : undefined;
}

const attr = (name: string, value: string): MdxJsxAttribute => ({ type: "mdxJsxAttribute", name, value });

/**
 * Highlights fenced code at build time with a light and a dark theme (switched by
 * CSS variables) and replaces it by <CodeBlock html=…>: the browser never runs shiki.
 * Token styles become short classes; their CSS is collected into `info.codeCss`.
 */
export function rehypeCode(info: Pick<CompileInfo, "codeCss">) {
  return () => async (tree: Root) => {
    const hl = await getHighlighter();
    const styleToClass = transformerStyleToClass({ classPrefix: "s-" });
    const jobs: (() => void)[] = [];
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const code = node.children.find((c) => c.type === "element" && c.tagName === "code");
      if (code?.type !== "element") return;
      const classes = code.properties?.className ?? [];
      const cls = (Array.isArray(classes) ? classes : []).find((c) => String(c).startsWith("language-"));
      const requested = cls ? String(cls).slice(9).toLowerCase() : "txt";
      const lang = ALIASES[requested] ?? (LANGS.includes(requested) ? requested : "txt");
      const meta = code.data?.meta ?? "";
      const source = toString(code).replace(/\n$/, "");
      const html = hl.codeToHtml(source, {
        lang,
        themes: { light: "github-light-high-contrast", dark: "github-dark-default" },
        defaultColor: false,
        meta: { __raw: meta },
        transformers: [transformerMetaHighlight(), styleToClass],
      });
      const attributes = [attr("lang", requested), attr("html", html)];
      const title = parseTitle(meta);
      if (title) attributes.push(attr("title", title));
      jobs.push(() => {
        parent.children[index] = { type: "mdxJsxFlowElement", name: "CodeBlock", attributes, children: [] };
      });
    });
    jobs.forEach((j) => j());
    info.codeCss += styleToClass.getCSS();
  };
}
