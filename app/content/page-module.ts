import type { ComponentType } from "react";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as runtime from "react/jsx-runtime";

export type MdxComponents = Record<string, ComponentType<any>>;
export type MdxContent = ComponentType<{ components?: MdxComponents }>;
/** A compiled page: a module whose default export builds the component from React. */
export type MdxProvider = { useMDXComponents: () => MdxComponents };
export type PageFactory = (react: typeof React, reactDom: typeof ReactDOM, jsx: typeof runtime, provider: MdxProvider) => { default: MdxContent };
export type PageModuleLoader = () => Promise<{ default: PageFactory }>;

/**
 * Every page and fragment sees the same registered components (Tabs, CodeBlock, …).
 * They load with the first page module, not with the app.
 */
let provider: Promise<MdxProvider> | undefined;
const loadProvider = () =>
  (provider ??= import("~/components/mdx").then(({ mdxComponents }) => ({ useMDXComponents: () => mdxComponents })));
const components = new Map<string, MdxContent>();
const pending = new Map<string, Promise<MdxContent>>();

/** The page's component if it has been loaded; rendering never waits. */
export function getPageComponent(id: string): MdxContent | undefined {
  return components.get(id);
}

/** Development: the page was saved again; its next load builds the new content. */
export function forgetPageComponent(id: string) {
  components.delete(id);
  pending.delete(id);
}

/** Loads a page module once; concurrent and repeated calls share one promise. */
export function loadPageComponent(id: string, load: PageModuleLoader): Promise<MdxContent> {
  const ready = components.get(id);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(id);
  if (!promise) {
    promise = Promise.all([load(), loadProvider()])
      .then(([mod, mdx]) => {
        const component = mod.default(React, ReactDOM, runtime, mdx).default;
        components.set(id, component);
        return component;
      })
      .finally(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

/** In the browser a page module is a hashed static file, imported natively. */
export function loadPageInBrowser(page: { id: string; moduleUrl: string }): Promise<MdxContent> {
  return loadPageComponent(page.id, () => import(/* @vite-ignore */ /* webpackIgnore: true */ page.moduleUrl));
}
