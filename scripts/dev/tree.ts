import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../content/paths.ts";

/**
 * Development only. A compiled page module is code, which the worker may not evaluate; so
 * the dev server runs it here, in Node, against a recording JSX runtime, and hands the
 * worker the resulting element tree as JSON. The worker renders that tree with the real
 * MDX components (app/content/dev/tree.tsx), so the page looks as it will in production.
 *
 * Node shapes: a string or number; null; an array; { f: children } for a fragment;
 * { t: tag, p: props, c: children } for an element; { m: name, ... } for a registered
 * MDX component (or an element the provider overrides, like `a`). Children keep their
 * shape (array or single) so the worker calls jsxs or jsx exactly as the module would.
 */

const ELEMENT = Symbol("element");
const FRAGMENT = Symbol("fragment");
const jsx = (type, props) => ({ [ELEMENT]: true, type, props: props ?? {} });
const runtime = { jsx, jsxs: jsx, jsxDEV: jsx, Fragment: FRAGMENT };

/** The keys of `mdxComponents` in app/components/mdx/index.tsx (a unit test keeps them equal). */
export function mdxComponentNames(root = ROOT) {
  const source = fs.readFileSync(path.join(root, "app/components/mdx/index.tsx"), "utf8");
  const literal = /export const mdxComponents\b[^=]*=\s*\{([^}]*)\}/.exec(source);
  if (!literal) throw new Error("app/components/mdx/index.tsx: no `export const mdxComponents = { … }` to read");
  return literal[1]
    .split(",")
    .map((entry) => entry.split(":")[0].trim())
    .filter(Boolean);
}

function markers(names) {
  return Object.fromEntries(names.map((name) => [name, Object.assign(() => null, { mdxName: name })]));
}

const isElement = (value) => Boolean(value?.[ELEMENT]);

function children(value) {
  return Array.isArray(value) ? value.map(node) : node(value);
}

/** Prop values as JSON; elements passed as props become { e: tree }; functions cannot cross. */
function plain(value) {
  if (isElement(value)) return { e: node(value) };
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === "function") return undefined;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

function node(value) {
  if (value == null || typeof value === "boolean") return null;
  if (!isElement(value)) return Array.isArray(value) ? value.map(node) : value;
  const { type, props } = value;
  const { children: kids, ...rest } = props;
  const tail = kids === undefined ? {} : { c: children(kids) };
  if (type === FRAGMENT) return { f: kids === undefined ? null : children(kids) };
  if (typeof type === "function" && type.mdxName) return { m: type.mdxName, p: plain(rest), ...tail };
  // An imported fragment's content or a component the page defines: expand it here.
  if (typeof type === "function") return node(type(props));
  return { t: type, p: plain(rest), ...tail };
}

/** The element tree of a compiled page module's content. */
export function contentTree(moduleCode, names) {
  const body = moduleCode.replace(/^export default function/, "return function");
  const factory = new Function(body)();
  const provider = { useMDXComponents: () => markers(names) };
  const react = {
    Fragment: FRAGMENT,
    createElement: (type, props, ...kids) =>
      jsx(type, { ...props, ...(kids.length ? { children: kids.length === 1 ? kids[0] : kids } : {}) }),
  };
  const Content = factory(react, {}, runtime, provider).default;
  return node(Content({}));
}
