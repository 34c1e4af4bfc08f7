import crypto from "node:crypto";
import { visit } from "unist-util-visit";

const TAB_LISTS = new Set(["Tabs", "PackageManagerTabs"]);

/**
 * Numbers every tab list of a file (`uid` prop, used as the radio group's name). The
 * browser hydrates page content as its own React root, which could not reproduce the
 * `useId` values of the server render; a name fixed at build time is the same on both.
 * The prefix keeps a fragment's lists apart from its page's.
 */
export function rehypeTabIds() {
  return () => (tree, file) => {
    const prefix = crypto
      .createHash("sha1")
      .update(String(file.path ?? file.history?.[0] ?? ""))
      .digest("hex")
      .slice(0, 6);
    let n = 0;
    visit(tree, (node) => {
      if (!/^mdxJsx(Flow|Text)Element$/.test(node.type) || !TAB_LISTS.has(node.name)) return;
      if (node.attributes.some((a) => a.name === "uid")) return;
      node.attributes.push({ type: "mdxJsxAttribute", name: "uid", value: `tabs-${prefix}-${n++}` });
    });
  };
}
