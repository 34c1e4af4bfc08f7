import type { compiled } from "../content/build.ts";
import type { listPages } from "../content/files.ts";
import type { pageData } from "../content/outputs.ts";

/**
 * Shapes of the dev loop. TreeNode and DevError cross to the worker as JSON: app/content/dev/
 * reads the same shapes (scripts import nothing from app/ but app/shared and the UI strings).
 */
export type Props = Record<string, unknown>;

export type TreeNode =
  | string
  | number
  | null
  | TreeNode[]
  | { f: TreeNode }
  | { t: string; p: Props; c?: TreeNode }
  | { m: string; p: Props; c?: TreeNode };

/** A page's error where the worker shows it: in the terminal's form, and in an overlay. */
export interface DevError {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** What /page answers: the element tree, or where the module failed to run. */
export type PageTree = { tree: TreeNode } | { error: DevError };

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
