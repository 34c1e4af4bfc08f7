import path from "node:path";
import { attributeValue, packageManagerCode } from "./package-commands.ts";

/**
 * Turns a page's MDX tree (mdast with JSX and ESM nodes) into plain Markdown nodes: each
 * component becomes what it means in Markdown, imports go, shared fragments are inlined.
 * Builds new nodes and never changes the input, which the MDX compiler still uses.
 * ctx: { base, pageUrl, parseFragment(abs), file, fragments: Map, seen: Set, depth }.
 */
export function plainChildren(nodes, ctx) {
  return nodes.flatMap((node) => plainNode(node, ctx));
}

const CONTAINER_TITLES = { tip: "TIP", info: "INFO", warning: "WARNING", danger: "DANGER", details: "Details" };
const CUSTOM_ID = /\s*\{#[A-Za-z0-9_-]+\}\s*$/;
const TITLE_META = /\btitle=("[^"]*"|'[^']*')/;
// The home page's Markdown is written from its frontmatter (home.ts); these draw the rest of it.
const PAGE_ONLY = new Set(["LandingBenchmark", "LandingToolStack"]);

function plainNode(node, ctx) {
  switch (node.type) {
    case "yaml":
    case "toml":
      return [];
    case "mdxjsEsm":
      collectFragments(node.value, ctx);
      return [];
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return expressionText(node);
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return element(node, ctx);
    case "heading":
      ctx.depth = node.depth;
      return [{ ...node, children: withoutCustomId(plainChildren(node.children, ctx)) }];
    case "link":
      return [{ ...node, url: absoluteUrl(node.url, ctx), children: plainChildren(node.children, ctx) }];
    case "image":
      return [{ ...node, url: absoluteUrl(node.url, ctx) }];
    case "code":
      return [{ ...node, meta: TITLE_META.exec(node.meta ?? "")?.[0] ?? null }];
    default:
      return node.children ? [{ ...node, children: plainChildren(node.children, ctx) }] : [node];
  }
}

/** Default imports of relative .mdx files: the fragments a page may place as `<Name />`. */
function collectFragments(source, ctx) {
  for (const m of source.matchAll(/^import\s+([A-Za-z_$][\w$]*)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx)['"]/gm)) {
    ctx.fragments.set(m[1], path.resolve(path.dirname(ctx.file), m[2]));
  }
}

/** `{/* comments *\/}` vanish; a string literal (`{' '}`) is its text; other expressions have no text. */
function expressionText(node) {
  const expression = node.data?.estree?.body?.[0]?.expression;
  if (expression?.type === "Literal" && typeof expression.value === "string") return [{ type: "text", value: expression.value }];
  return [];
}

function withoutCustomId(children) {
  const last = children[children.length - 1];
  if (last?.type !== "text" || !CUSTOM_ID.test(last.value)) return children;
  return [...children.slice(0, -1), { ...last, value: last.value.replace(CUSTOM_ID, "") }];
}

function absoluteUrl(url, ctx) {
  if (url.startsWith("/") && !url.startsWith("//")) return ctx.base + url;
  if (url.startsWith("#") && ctx.pageUrl) return ctx.pageUrl + url;
  return url;
}

function element(node, ctx) {
  const name = node.name ?? "";
  if (name === "Container") return [container(node, ctx)];
  if (name === "Tabs") return tabs(node, ctx);
  if (name === "Tab") return tab(node, ctx, ctx.depth);
  if (name === "PackageManagerTabs") return [packageManagerCode(attributeValue(node, "command"))];
  if (name === "Badge") return [{ type: "inlineCode", value: String(attributeValue(node, "text") ?? "") }];
  if (name === "br") return [{ type: "break" }];
  if (PAGE_ONLY.has(name)) return [];
  if (ctx.fragments.has(name)) return fragment(ctx.fragments.get(name), ctx);
  // Steps, inline HTML such as <kbd> and any other wrapper: its content is its meaning.
  return plainChildren(node.children ?? [], ctx);
}

/** A container is a blockquote that opens with its title in bold. */
function container(node, ctx) {
  const type = attributeValue(node, "type") ?? "tip";
  const title = attributeValue(node, "title") ?? CONTAINER_TITLES[type] ?? type.toUpperCase();
  const heading = { type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: String(title) }] }] };
  return { type: "blockquote", children: [heading, ...plainChildren(node.children, ctx)] };
}

/** Each tab becomes a section headed by its label, one level below the heading the tabs sit under. */
function tabs(node, ctx) {
  const depth = ctx.depth;
  const out = node.children.flatMap((child) => (child.name === "Tab" ? tab(child, ctx, depth) : plainNode(child, ctx)));
  ctx.depth = depth;
  return out;
}

function tab(node, ctx, depth) {
  const level = Math.min(depth + 1, 6);
  const label = String(attributeValue(node, "label") ?? "");
  ctx.depth = level;
  return [{ type: "heading", depth: level, children: [{ type: "text", value: label }] }, ...plainChildren(node.children, ctx)];
}

function fragment(abs, ctx) {
  if (ctx.seen.has(abs)) return [];
  const inner = { ...ctx, file: abs, fragments: new Map(), seen: new Set(ctx.seen).add(abs) };
  const out = plainChildren(ctx.parseFragment(abs).children, inner);
  ctx.depth = inner.depth;
  return out;
}
