import { Fragment, type ElementType, type ReactNode } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import type { TreeNode, TreeProps as Props } from "~/shared/content/dev-tree";
import type { MdxComponents } from "../page-module";

/**
 * Development only: renders the element tree the dev server made by running a compiled page
 * module in Node (scripts/dev/tree.ts), with the same components and the same jsx/jsxs calls
 * the module makes in production. Data in, elements out: no code is evaluated here.
 */

function props(value: unknown, components: MdxComponents): unknown {
  if (Array.isArray(value)) return value.map((v) => props(v, components));
  if (value && typeof value === "object") {
    if ("e" in value && Object.keys(value).length === 1) return render((value as { e: TreeNode }).e, components);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, props(v, components)]));
  }
  return value;
}

function element(type: ElementType, p: Props, c: TreeNode | undefined, components: MdxComponents) {
  if (c === undefined) return jsx(type, p);
  if (Array.isArray(c)) return jsxs(type, { ...p, children: c.map((n) => render(n, components)) });
  return jsx(type, { ...p, children: render(c, components) });
}

export function render(node: TreeNode, components: MdxComponents): ReactNode {
  if (node === null || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.map((n) => render(n, components));
  if ("f" in node) return element(Fragment, {}, node.f ?? undefined, components);
  const p = props(node.p, components) as Props;
  const type = ("m" in node ? (components[node.m] ?? node.m) : node.t) as ElementType;
  return element(type, p, node.c, components);
}
