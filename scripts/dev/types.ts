import type { compiled } from "../content/build.ts";
import type { listPages } from "../content/files.ts";
import type { pageData } from "../content/outputs.ts";
import type { PageTree } from "../../app/shared/content/dev-tree.ts";

export type { DevError, PageTree, TreeNode, TreeProps as Props } from "../../app/shared/content/dev-tree.ts";

/** A page as listed, its compiled output and its manifest entry; its element tree once asked for. */
export interface Entry {
  page: ReturnType<typeof listPages>[number];
  out: Awaited<ReturnType<typeof compiled>>;
  data: ReturnType<typeof pageData>;
  tree?: PageTree;
}

/** The manifest of the last complete rebuild, as served, and its id. */
export interface Snapshot {
  buildId: string;
  json: string;
}
