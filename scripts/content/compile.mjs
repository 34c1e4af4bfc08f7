import fs from "node:fs";
import path from "node:path";
import { bundleMDX } from "mdx-bundler";
import remarkGfm from "remark-gfm";
import { preprocess } from "./preprocess.mjs";
import { rehypeCode } from "./rehype-code.mjs";
import { rehypeHeadings } from "./rehype-headings.mjs";
import { rehypeLinks } from "./rehype-links.mjs";

/** Offset of each heading in the original source, searched in order; -1 if not found. */
function charIndexes(source, toc) {
  let from = 0;
  return toc.map((entry) => {
    const at = source.indexOf(entry.text, from);
    if (at < 0) return { ...entry, charIndex: -1 };
    from = at + entry.text.length;
    return { ...entry, charIndex: at };
  });
}

/**
 * Compiles one page with mdx-bundler. The bundle is a function body expecting
 * React, ReactDOM and _jsx_runtime; it is wrapped into a real ES module here,
 * at build time, so neither the worker nor the browser evaluates strings.
 */
export async function compilePage(abs) {
  const raw = fs.readFileSync(abs, "utf8");
  const info = { toc: [], headingTitle: "", codeCss: "", links: [], ids: [] };
  const result = await bundleMDX({
    source: preprocess(raw),
    cwd: path.dirname(abs),
    mdxOptions(options) {
      options.remarkPlugins = [...(options.remarkPlugins ?? []), remarkGfm];
      options.rehypePlugins = [...(options.rehypePlugins ?? []), rehypeHeadings(info), rehypeLinks(info), rehypeCode(info)];
      return options;
    },
    esbuildOptions(options) {
      options.target = "es2020";
      return options;
    },
  });
  const module = `export default function (React, ReactDOM, _jsx_runtime) {${result.code}\n}\n`;
  return {
    module,
    frontmatter: result.frontmatter ?? {},
    headingTitle: info.headingTitle,
    toc: charIndexes(raw, info.toc),
    codeCss: info.codeCss,
    links: [...new Set(info.links)],
    ids: [...new Set(info.ids)],
  };
}
