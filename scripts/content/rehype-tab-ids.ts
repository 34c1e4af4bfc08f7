import crypto from "node:crypto";
import path from "node:path";
import type { Root } from "hast";
import { visit } from "unist-util-visit";
import type { MdxJsxAttribute } from "./hast-mdx.ts";
import { ROOT } from "./paths.ts";

const TAB_LISTS = new Set(["Tabs", "PackageManagerTabs"]);

/** What the ids read of the file (mdx-bundler passes a newer vfile than the one installed at the top level). */
interface FileName {
  path?: string;
  history?: string[];
}

/**
 * Numbers every tab list of a file (`uid` prop, used as the radio group's name). The
 * browser hydrates page content as its own React root, which could not reproduce the
 * `useId` values of the server render; a name fixed at build time is the same on both.
 * The prefix keeps a fragment's lists apart from its page's. It hashes the file's path in the
 * project: mdx-bundler names the page's own entry file with a random id, so the page's path
 * (`page`, absolute) stands in for it, and every build writes the same ids and module hashes.
 */
export function rehypeTabIds(page = "") {
  return () => (tree: Root, file: FileName) => {
    const prefix = crypto.createHash("sha1").update(projectPath(file, page)).digest("hex").slice(0, 6);
    let n = 0;
    visit(tree, (node) => {
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
      if (!TAB_LISTS.has(node.name ?? "") || node.attributes.some((a) => "name" in a && a.name === "uid")) return;
      const uid: MdxJsxAttribute = { type: "mdxJsxAttribute", name: "uid", value: `tabs-${prefix}-${n++}` };
      node.attributes.push(uid);
    });
  };
}

function projectPath(file: FileName, page: string): string {
  const name = String(file.path ?? file.history?.[0] ?? "");
  const own = page && (!name || path.basename(name).startsWith("_mdx_bundler_entry_point"));
  const abs = own ? page : name;
  return path.isAbsolute(abs) ? path.relative(ROOT, abs) : abs;
}
