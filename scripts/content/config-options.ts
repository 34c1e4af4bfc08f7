import path from "node:path";
import type { PageData } from "../../app/shared/content/types.ts";
import type { ConfigOption, ConfigOptions } from "../../app/shared/content/config-options.ts";
import { writeIfChanged } from "./files.ts";

const TYPE = /^-?\s*\*\*(?:Type:|类型：)\*\*(.*)$/;
const DEFAULT = /^-?\s*\*\*(?:Default:|默认值：)\*\*(.*)$/;
const FENCE = /^(`{3,}|~{3,})(\S*)/;

/** A field's value: the rest of its line, or the code block right below it when the line is empty. */
function fieldValue(lines: string[], at: number, rest: string): { value: string; end: number } {
  const inline = rest.trim();
  if (inline) {
    // `number` reads better without its backticks; prose with several spans keeps them.
    const single = /^`([^`]+)`$/.exec(inline);
    return { value: single ? single[1] : inline, end: at + 1 };
  }
  let i = at + 1;
  while (i < lines.length && !lines[i].trim()) i++;
  const fence = FENCE.exec(lines[i] ?? "");
  if (!fence) return { value: "", end: at + 1 };
  const close = lines.findIndex((l, j) => j > i && l.startsWith(fence[1]));
  const end = close < 0 ? lines.length : close;
  return { value: lines.slice(i + 1, end).join("\n"), end: end + 1 };
}

/** The paragraphs, code blocks and other blocks of a Markdown page, in order. */
function blocks(lines: string[], from: number) {
  const out: { kind: "code" | "text" | "other"; text: string; lang?: string }[] = [];
  let i = from;
  while (i < lines.length) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (fence) {
      const close = lines.findIndex((l, j) => j > i && l.startsWith(fence[1]));
      const end = close < 0 ? lines.length : close;
      out.push({ kind: "code", lang: fence[2], text: lines.slice(i + 1, end).join("\n") });
      i = end + 1;
    } else if (!line.trim()) i++;
    else {
      const start = i;
      while (i < lines.length && lines[i].trim() && !FENCE.test(lines[i])) i++;
      const text = lines.slice(start, i).join("\n");
      out.push({ kind: /^(#|>|[-*+] |\d+\. |\||<)/.test(text) ? "other" : "text", text });
    }
  }
  return out;
}

const CONFIG_LANGS = new Set(["ts", "js", "tsx", "jsx", "mjs", "cjs"]);

/**
 * What an option's page says about it: the first Type and Default fields, the first paragraph
 * after them, and the first configuration example (a block calling `defineConfig`, or failing
 * that the first JavaScript or TypeScript block after the fields).
 */
export function extractOption(markdown: string, name: string, url: string): ConfigOption {
  const lines = markdown.split("\n");
  let type = "";
  let def = "";
  let after = 0;
  for (let i = 0; i < lines.length && !(type && def); i++) {
    const t = TYPE.exec(lines[i]);
    const d = t ? null : DEFAULT.exec(lines[i]);
    if (!t && !d) continue;
    const { value, end } = fieldValue(lines, i, (t ?? d)![1]);
    if (t && !type) type = value;
    if (d && !def) def = value;
    after = end;
    i = end - 1;
  }
  const rest = blocks(lines, after);
  const summary = rest.find((b) => b.kind === "text")?.text.replace(/\s*\n\s*/g, " ") ?? "";
  const code = rest.filter((b) => b.kind === "code" && CONFIG_LANGS.has(b.lang ?? ""));
  const example = code.find((b) => b.text.includes("defineConfig")) ?? code[0];
  return {
    name,
    type,
    default: def,
    summary,
    ...(example ? { example: { language: example.lang!, code: example.text } } : {}),
    url,
  };
}

/** Every page with an `option` in its frontmatter, per language, from the pages' Markdown twins. */
export function configOptions(manifest: PageData[], markdown: readonly (string | undefined)[], siteUrl: string): ConfigOptions {
  const out: ConfigOptions = { en: [], zh: [] };
  manifest.forEach((page, i) => {
    const name = page.frontmatter.option;
    const md = markdown[i];
    if (typeof name !== "string" || md === undefined) return;
    out[page.lang].push(extractOption(md, name, new URL(page.routePath, siteUrl).href));
  });
  for (const list of Object.values(out)) list.sort((a, b) => (a.name < b.name ? -1 : 1));
  return out;
}

/** The worker bundles this file for the MCP server's `get_config_option` tool. */
export function writeConfigOptions(generatedDir: string, manifest: PageData[], markdown: readonly (string | undefined)[], siteUrl: string) {
  const data = configOptions(manifest, markdown, siteUrl);
  writeIfChanged(path.join(generatedDir, "config-options.json"), `${JSON.stringify(data)}\n`);
}
