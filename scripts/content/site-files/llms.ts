import type { Lang } from "../../../app/shared/config/types.ts";
import type { PageData } from "../../../app/shared/content/types.ts";
import { withLocale } from "../../../app/shared/routing/locale.ts";
import { markdownPath } from "../markdown/files.ts";
import { absolute } from "./urls.ts";
import { wordsOf } from "./words.ts";

/** The top-level section of a route (guide, config, …), or undefined for the home page. */
const sectionOf = (routePath: string) =>
  routePath
    .split("/")
    .filter(Boolean)
    .find((s) => s !== "zh");

/** Where a language's llms files live: the site root for English, /zh for Chinese, like its pages. */
export const llmsDir = (lang: Lang): string => withLocale("", lang);

const oneLine = (text: unknown) => String(text).replace(/\s+/g, " ").trim();

/** llms.txt (llmstxt.org): a title, a summary, then one list of links per top-level section, to each page's Markdown twin. */
export function llmsIndex(manifest: readonly PageData[], lang: Lang, base: string): string {
  const words = wordsOf(lang);
  const pages = manifest.filter((p) => p.lang === lang);
  const summary = pages.find((p) => p.pageType === "home")?.frontmatter.description ?? words.summary;
  const out = ["# Rsbuild", "", `> ${oneLine(summary)}`, "", words.version, "", `${words.fullText}: ${base}${llmsDir(lang)}/llms-full.txt`];
  for (const [section, heading] of words.sections) {
    const inSection = pages.filter((p) => sectionOf(p.routePath) === section);
    if (!inSection.length) continue;
    out.push("", `## ${heading}`, "");
    for (const p of inSection) {
      const description = oneLine(p.frontmatter.description ?? "");
      const title = p.title.replace(/([[\]])/g, "\\$1");
      out.push(`- [${title}](${absolute(base, markdownPath(p.routePath))})${description ? `: ${description}` : ""}`);
    }
  }
  return `${out.join("\n")}\n`;
}

/** Drops the page's own h1: the file gives every page a `# Title` line already. */
function withoutLeadingH1(markdown: string): string {
  return markdown.replace(/^# .*(?:\n|$)/, "").trim();
}

/**
 * llms-full.txt: every page of a language, each under `# Title` and `Source: URL`, with the text
 * of its Markdown twin (twins[i] is manifest[i]'s, as scripts/content/markdown/ wrote it).
 */
export function llmsFull(manifest: readonly PageData[], twins: readonly (string | undefined)[], lang: Lang, base: string): string {
  const sections = manifest.flatMap((p, i) => {
    if (p.lang !== lang) return [];
    const body = withoutLeadingH1(twins[i] ?? "");
    return [`# ${p.title}\n\nSource: ${absolute(base, p.routePath)}${body ? `\n\n${body}` : ""}`];
  });
  return `${sections.join("\n\n")}\n`;
}
