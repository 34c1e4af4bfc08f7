import path from "node:path";
import type { Blockquote, Content, Heading, Parent, Root } from "mdast";
import type { MdxFlowExpression, MdxjsEsm, MdxTextExpression } from "mdast-util-mdx";
import { attributeValue, type JsxElement, packageManagerCode, textAttribute } from "./package-commands.ts";

/** What the conversion of one page (or fragment) knows and tracks. */
export interface MarkdownContext {
  base: string;
  pageUrl: string;
  /** The file being converted, against which fragment imports resolve. */
  file: string;
  parseFragment: (abs: string) => Root;
  /** The fragments the file imports, by their component name. */
  fragments: Map<string, string>;
  /** The files on the way to this one, so a fragment cannot include itself. */
  seen: Set<string>;
  /** The level of the last heading, which tabs nest below. */
  depth: Heading["depth"];
}

/**
 * Turns a page's MDX tree (mdast with JSX and ESM nodes) into plain Markdown nodes: each
 * component becomes what it means in Markdown, imports go, shared fragments are inlined.
 * Builds new nodes and never changes the input, which the MDX compiler still uses.
 */
export function plainChildren(nodes: readonly Content[], ctx: MarkdownContext): Content[] {
  return nodes.flatMap((node) => plainNode(node, ctx));
}

/** A node with new children; the plain form of children is the same kind of content (phrasing stays phrasing). */
const withChildren = <T extends Parent>(node: T, children: Content[]): T => ({ ...node, children });

const CONTAINER_TITLES: Partial<Record<string, string>> = {
  tip: "TIP",
  info: "INFO",
  warning: "WARNING",
  danger: "DANGER",
  details: "Details",
};
const CUSTOM_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;
const TITLE_META = /\btitle=("[^"]*"|'[^']*')/;
const FRONTMATTER = new Set(["yaml", "toml"]);
// The home page's Markdown is written from its frontmatter (home.ts); these draw the rest of it.
const PAGE_ONLY = new Set(["LandingBenchmark", "LandingToolStack"]);
/** Heading levels by index: HEADING_BELOW[d] is one level below d, at most h6. */
const HEADING_BELOW = [1, 2, 3, 4, 5, 6, 6] as const;

function plainNode(node: Content, ctx: MarkdownContext): Content[] {
  if (FRONTMATTER.has(node.type)) return [];
  switch (node.type) {
    case "mdxjsEsm":
      collectFragments(node, ctx);
      return [];
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return expressionText(node);
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return element(node, ctx);
    case "heading":
      ctx.depth = node.depth;
      return [{ ...withChildren(node, withoutCustomId(plainChildren(node.children, ctx))), ...customId(node) }];
    case "link":
      return [{ ...withChildren(node, plainChildren(node.children, ctx)), url: absoluteUrl(node.url, ctx) }];
    case "image":
      return [{ ...node, url: absoluteUrl(node.url, ctx) }];
    case "code":
      return [{ ...node, meta: TITLE_META.exec(node.meta ?? "")?.[0] ?? null }];
    default:
      return "children" in node ? [withChildren(node, plainChildren(node.children, ctx))] : [node];
  }
}

/** Default imports of relative .mdx files: the fragments a page may place as `<Name />`. */
function collectFragments(node: MdxjsEsm, ctx: MarkdownContext): void {
  for (const m of node.value.matchAll(/^import\s+([A-Za-z_$][\w$]*)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx)['"]/gm)) {
    ctx.fragments.set(m[1], path.resolve(path.dirname(ctx.file), m[2]));
  }
}

/** `{/* comments *\/}` vanish; a string literal (`{' '}`) is its text; other expressions have no text. */
function expressionText(node: MdxFlowExpression | MdxTextExpression): Content[] {
  const statement = node.data?.estree?.body[0];
  const expression = statement?.type === "ExpressionStatement" ? statement.expression : undefined;
  if (expression?.type === "Literal" && typeof expression.value === "string") return [{ type: "text", value: expression.value }];
  return [];
}

/** A heading's `{#id}`, kept on the plain node's data (which Markdown does not print) for the version badges' sections. */
function customId(node: Heading): Pick<Heading, "data"> | undefined {
  const last = node.children[node.children.length - 1];
  const id = last?.type === "text" ? CUSTOM_ID.exec(last.value)?.[1] : undefined;
  return id ? { data: { ...node.data, id } } : undefined;
}

function withoutCustomId(children: Content[]): Content[] {
  const last = children[children.length - 1];
  if (last?.type !== "text" || !CUSTOM_ID.test(last.value)) return children;
  return [...children.slice(0, -1), { ...last, value: last.value.replace(CUSTOM_ID, "") }];
}

function absoluteUrl(url: string, ctx: MarkdownContext): string {
  if (url.startsWith("/") && !url.startsWith("//")) return ctx.base + url;
  if (url.startsWith("#") && ctx.pageUrl) return ctx.pageUrl + url;
  return url;
}

function element(node: JsxElement, ctx: MarkdownContext): Content[] {
  const name = node.name ?? "";
  const fragmentFile = ctx.fragments.get(name);
  if (name === "Container") return [container(node, ctx)];
  if (name === "Tabs") return tabs(node, ctx);
  if (name === "Tab") return tab(node, ctx, ctx.depth);
  if (name === "PackageManagerTabs") return [packageManagerCode(attributeValue(node, "command"))];
  if (name === "Badge") return [{ type: "inlineCode", value: textAttribute(node, "text") ?? "" }];
  if (name === "br") return [{ type: "break" }];
  if (PAGE_ONLY.has(name)) return [];
  if (fragmentFile !== undefined) return fragment(fragmentFile, ctx);
  // Steps, inline HTML such as <kbd> and any other wrapper: its content is its meaning.
  return plainChildren(node.children, ctx);
}

/** A container is a blockquote that opens with its title in bold. */
function container(node: JsxElement, ctx: MarkdownContext): Blockquote {
  const type = textAttribute(node, "type") ?? "tip";
  const title = textAttribute(node, "title") ?? CONTAINER_TITLES[type] ?? type.toUpperCase();
  const heading: Content = { type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: title }] }] };
  return withChildren<Blockquote>({ type: "blockquote", children: [] }, [heading, ...plainChildren(node.children, ctx)]);
}

const isJsx = (node: Content): node is JsxElement => node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";

/** Each tab becomes a section headed by its label, one level below the heading the tabs sit under. */
function tabs(node: JsxElement, ctx: MarkdownContext): Content[] {
  const depth = ctx.depth;
  const children: Content[] = node.children;
  const out = children.flatMap((child) => (isJsx(child) && child.name === "Tab" ? tab(child, ctx, depth) : plainNode(child, ctx)));
  ctx.depth = depth;
  return out;
}

function tab(node: JsxElement, ctx: MarkdownContext, depth: Heading["depth"]): Content[] {
  const level = HEADING_BELOW[depth];
  ctx.depth = level;
  const heading: Heading = { type: "heading", depth: level, children: [{ type: "text", value: textAttribute(node, "label") ?? "" }] };
  return [heading, ...plainChildren(node.children, ctx)];
}

function fragment(abs: string, ctx: MarkdownContext): Content[] {
  if (ctx.seen.has(abs)) return [];
  const inner = { ...ctx, file: abs, fragments: new Map<string, string>(), seen: new Set(ctx.seen).add(abs) };
  const out = plainChildren(ctx.parseFragment(abs).children, inner);
  ctx.depth = inner.depth;
  return out;
}
