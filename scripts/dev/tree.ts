import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../content/paths.ts";
import type { Props, TreeNode } from "./types.ts";

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
/** An element as the module made it: a tag, the fragment, or a component (a marker or the page's own). */
interface Recorded {
  [ELEMENT]: true;
  type: unknown;
  props: Props;
}
type Marker = (() => null) & { mdxName: string };
type Content = (props: Props) => unknown;
/** A compiled page module's factory (app/content/page-module.ts), called with the recording runtime. */
type Factory = (react: object, reactDom: object, runtime: object, provider: object) => { default: Content };

const jsx = (type: unknown, props?: Props | null): Recorded => ({ [ELEMENT]: true, type, props: props ?? {} });
const runtime = { jsx, jsxs: jsx, jsxDEV: jsx, Fragment: FRAGMENT };

/** The keys of `mdxComponents` in app/components/mdx/index.tsx (a unit test keeps them equal). */
export function mdxComponentNames(root: string = ROOT): string[] {
  const source = fs.readFileSync(path.join(root, "app/components/mdx/index.tsx"), "utf8");
  const literal = /export const mdxComponents\b[^=]*=\s*\{([^}]*)\}/.exec(source);
  if (!literal) throw new Error("app/components/mdx/index.tsx: no `export const mdxComponents = { … }` to read");
  return literal[1]
    .split(",")
    .map((entry) => entry.split(":")[0].trim())
    .filter(Boolean);
}

function markers(names: string[]): Record<string, Marker> {
  return Object.fromEntries(names.map((name) => [name, Object.assign(() => null, { mdxName: name })]));
}

const isElement = (value: unknown): value is Recorded => typeof value === "object" && value !== null && ELEMENT in value;

function children(value: unknown): TreeNode {
  return Array.isArray(value) ? value.map(node) : node(value);
}

/** Prop values as JSON; elements passed as props become { e: tree }; functions cannot cross. */
function plain(value: unknown): unknown {
  if (isElement(value)) return { e: node(value) };
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === "function") return undefined;
  if (value && typeof value === "object") return plainProps(value);
  return value;
}

const plainProps = (value: object): Props => Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));

function node(value: unknown): TreeNode {
  if (value == null || typeof value === "boolean") return null;
  if (!isElement(value)) return Array.isArray(value) ? value.map(node) : leaf(value);
  const { type, props } = value;
  const { children: kids, ...rest } = props;
  const tail = kids === undefined ? {} : { c: children(kids) };
  if (type === FRAGMENT) return { f: kids === undefined ? null : children(kids) };
  if (isMarker(type)) return { m: type.mdxName, p: plainProps(rest), ...tail };
  // An imported fragment's content or a component the page defines: expand it here.
  if (typeof type === "function") return node(type(props));
  return { t: String(type), p: plainProps(rest), ...tail };
}

const isMarker = (type: unknown): type is Marker => typeof type === "function" && "mdxName" in type && Boolean(type.mdxName);

/** Text. React takes only strings and numbers as leaves, so a working module hands nothing else; passed as is. */
const leaf = (value: unknown) => value as string | number;

/** The element tree of a compiled page module's content. */
export function contentTree(moduleCode: string, names: string[]): TreeNode {
  const body = moduleCode.replace(/^export default function/, "return function");
  const factory: Factory = new Function(body)();
  const provider = { useMDXComponents: () => markers(names) };
  const react = {
    Fragment: FRAGMENT,
    createElement: (type: unknown, props: Props | null, ...kids: unknown[]) =>
      jsx(type, { ...props, ...(kids.length ? { children: kids.length === 1 ? kids[0] : kids } : {}) }),
  };
  const Content = factory(react, {}, runtime, provider).default;
  return node(Content({}));
}
