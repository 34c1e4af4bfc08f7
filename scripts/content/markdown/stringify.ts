import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";

/**
 * mdast → Markdown text with GFM (tables, strikethrough). remark-gfm and remark-stringify are
 * unified plugins that only read and fill `data`; the root `unified` package here is an older
 * major (Remix's MDX 2), so they are attached to a small stand-in processor instead of it.
 */
function createStringifier() {
  const data = {};
  const processor = { data: (key) => (key === undefined ? data : data[key]) };
  remarkGfm.call(processor);
  remarkStringify.call(processor, { bullet: "-", fences: true, listItemIndent: "one", rule: "-" });
  return processor.compiler;
}

let stringifier;

const MDX_NODE = /^mdx/;

/** Fails on a node with no Markdown form (JSX, ESM, expressions) instead of letting it through. */
function assertPlain(node) {
  if (MDX_NODE.test(node.type)) throw new Error(`markdown: <${node.name ?? node.type}> has no Markdown form`);
  for (const child of node.children ?? []) assertPlain(child);
}

export function stringify(tree) {
  assertPlain(tree);
  stringifier ??= createStringifier();
  return stringifier(tree);
}
