import type { Content, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";

type Stringifier = (tree: Root) => string;

/** The part of a unified processor that remark-gfm and remark-stringify use. */
interface StandIn {
  data: (key?: string) => unknown;
  compiler?: Stringifier;
}

/**
 * mdast → Markdown text with GFM (tables, strikethrough). remark-gfm and remark-stringify are
 * unified plugins that only read and fill `data`; the root `unified` package here is an older
 * major (Remix's MDX 2), so they are attached to a small stand-in processor instead of it.
 */
function createStringifier(): Stringifier {
  const data: Record<string, unknown> = {};
  const processor: StandIn = { data: (key) => (key === undefined ? data : data[key]) };
  remarkGfm.call(processor);
  // Its types want a unified 11 processor, which this project's unified cannot make; it only calls data() and sets compiler.
  remarkStringify.call(processor as ThisParameterType<typeof remarkStringify>, {
    bullet: "-",
    fences: true,
    listItemIndent: "one",
    rule: "-",
  });
  if (!processor.compiler) throw new Error("markdown: remark-stringify did not attach its compiler");
  return processor.compiler;
}

let stringifier: Stringifier | undefined;

const MDX_NODE = /^mdx/;

/** Fails on a node with no Markdown form (JSX, ESM, expressions) instead of letting it through. */
function assertPlain(node: Root | Content): void {
  if (MDX_NODE.test(node.type)) throw new Error(`markdown: <${("name" in node ? node.name : null) ?? node.type}> has no Markdown form`);
  if ("children" in node) for (const child of node.children) assertPlain(child);
}

export function stringify(tree: Root): string {
  assertPlain(tree);
  stringifier ??= createStringifier();
  return stringifier(tree);
}
