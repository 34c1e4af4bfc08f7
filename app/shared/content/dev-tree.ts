/**
 * Development only: what the dev content server (scripts/dev/) sends the worker
 * (app/content/dev/) as JSON, in place of a compiled page module.
 */
export type TreeProps = Record<string, unknown>;

/** A rendered page as data: text, lists, fragments (`f`), HTML elements (`t`) and MDX components (`m`). */
export type TreeNode =
  | string
  | number
  | null
  | TreeNode[]
  | { f: TreeNode }
  | { t: string; p: TreeProps; c?: TreeNode }
  | { m: string; p: TreeProps; c?: TreeNode };

/** A page's error where the worker shows it: in the terminal's form, and in an overlay. */
export interface DevError {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** What the dev server's /page answers: the element tree, or where the module failed to run. */
export type PageTree = { tree: TreeNode } | { error: DevError };
