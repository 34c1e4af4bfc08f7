import fs from "node:fs";
import path from "node:path";
import { bundleMDX } from "mdx-bundler";
import remarkGfm from "remark-gfm";
import { dependenciesOf } from "./files.ts";
import { preprocess } from "./preprocess.ts";
import { rehypeCode } from "./rehype-code.ts";
import { rehypeHeadings } from "./rehype-headings.ts";
import { rehypeImages } from "./rehype-images.ts";
import { rehypeLinks } from "./rehype-links.ts";
import { rehypeSearch } from "./rehype-search.ts";
import { rehypeSections } from "./rehype-sections.ts";
import { rehypeTabIds } from "./rehype-tab-ids.ts";
import { rehypeVersions } from "./rehype-versions.ts";
import { pageMarkdown, remarkMarkdown } from "./markdown/remark-plugin.ts";
import { markdownVersions } from "./markdown/versions.ts";
import { ROOT } from "./paths.ts";
import { scopeOf } from "./versions.ts";
import type { TocEntry } from "../../app/shared/content/types.ts";
import type { CompileInfo, CompiledPage } from "./compile-types.ts";

/** Offset of each heading in the original source, searched in order; -1 if not found. */
function charIndexes(source: string, toc: CompileInfo["toc"]): TocEntry[] {
  let from = 0;
  return toc.map((entry) => {
    const at = source.indexOf(entry.text, from);
    if (at < 0) return { ...entry, charIndex: -1 };
    from = at + entry.text.length;
    return { ...entry, charIndex: at };
  });
}

/** The page's language and version scope, from its place in the content folder and its `option` frontmatter. */
function pageVersions(abs: string, raw: string) {
  // The language folder is the last `en` or `zh` segment (the content folder itself may be anywhere).
  const parts = abs.split(path.sep);
  const at = Math.max(parts.lastIndexOf("en"), parts.lastIndexOf("zh"));
  const option = /^---\r?\n(?:[^\n]*\n)*?option:[ \t]*(\S+)/.exec(raw)?.[1];
  if (at < 0) return { lang: "en", scope: null } as const;
  return { lang: parts[at] === "zh" ? "zh" : "en", scope: scopeOf(parts.slice(at + 1).join("/"), option) } as const;
}

/**
 * Compiles one page with mdx-bundler. The bundle is a function body expecting
 * React, ReactDOM, _jsx_runtime and the MDX provider; it is wrapped into a real ES module here,
 * at build time, so neither the worker nor the browser evaluates strings.
 */
export async function compilePage(abs: string, { base = "", pageUrl = "" } = {}): Promise<CompiledPage> {
  const raw = fs.readFileSync(abs, "utf8");
  const info: CompileInfo = {
    toc: [],
    headingTitle: "",
    codeCss: "",
    links: [],
    ids: [],
    missingImages: [],
    records: [],
    markdownBody: null,
  };
  const versions = pageVersions(abs, raw);
  const cwd = path.dirname(abs);
  // Imported fragments are MDX too: hand mdx-bundler their preprocessed sources.
  const files: Record<string, string> = {};
  for (const dep of dependenciesOf(abs)) {
    if (dep.endsWith(".mdx")) files[path.relative(cwd, dep)] = preprocess(fs.readFileSync(dep, "utf8"));
  }
  const result = await bundleMDX({
    source: preprocess(raw),
    cwd,
    files,
    globals: { "@mdx-js/react": { varName: "_mdx_provider", namedExports: ["useMDXComponents"], defaultExport: false } },
    mdxOptions(options) {
      options.remarkPlugins = [...(options.remarkPlugins ?? []), remarkGfm, remarkMarkdown(info, { file: abs, base, pageUrl })];
      // Fragments get the registered components too, through MDX's provider hook.
      options.providerImportSource = "@mdx-js/react";
      options.rehypePlugins = [
        ...(options.rehypePlugins ?? []),
        rehypeHeadings(info),
        rehypeVersions(versions.scope, versions.lang),
        rehypeLinks(info),
        rehypeImages(info, path.join(ROOT, "public")),
        rehypeSearch(info),
        rehypeCode(info),
        rehypeTabIds(abs),
        rehypeSections(),
      ];
      return options;
    },
    esbuildOptions(options) {
      options.target = "es2020";
      // Errors are reported by the build with the author's line numbers (errors.ts), not by esbuild
      // with those of the preprocessed source.
      options.logLevel = "silent";
      // Let the in-memory (preprocessed) fragments win over resolving them from disk.
      const plugins = options.plugins ?? [];
      const inMemory = plugins.find((p) => p.name === "inMemory");
      const rest = plugins.filter((p) => p !== inMemory);
      const at = rest.findIndex((p) => /resolve/i.test(p.name));
      if (inMemory) rest.splice(at < 0 ? rest.length : at, 0, inMemory);
      options.plugins = rest;
      return options;
    },
  });
  if (info.missingImages.length) throw new Error(`missing image(s): ${info.missingImages.join(", ")}`);
  markdownVersions(info.markdownBody ?? [], versions.scope, versions.lang);
  const module = `export default function (React, ReactDOM, _jsx_runtime, _mdx_provider) {${result.code}\n}\n`;
  return {
    module,
    frontmatter: result.frontmatter ?? {},
    headingTitle: info.headingTitle,
    toc: charIndexes(raw, info.toc),
    codeCss: info.codeCss,
    links: [...new Set(info.links)],
    ids: [...new Set(info.ids)],
    records: info.records,
    markdown: pageMarkdown(info.markdownBody ?? [], result.frontmatter ?? {}, base),
  };
}
