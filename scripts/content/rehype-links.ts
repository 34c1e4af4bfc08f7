import type { Root } from "hast";
import { visit } from "unist-util-visit";
import type { CompileInfo } from "./compile-types.ts";

/** Records every link target and every element id of a page, for the link check. */
export function rehypeLinks(info: Pick<CompileInfo, "ids" | "links">) {
  return () => (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.properties?.id) info.ids.push(String(node.properties.id));
      if (node.tagName === "a" && typeof node.properties?.href === "string") info.links.push(node.properties.href);
    });
  };
}
