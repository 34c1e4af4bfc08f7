import type { ComponentType } from "react";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as runtime from "react/jsx-runtime";

// biome-ignore lint/suspicious/noExplicitAny: the map holds components with unrelated props, chosen by tag name in the MDX.
export type MdxComponents = Record<string, ComponentType<any>>;
export type MdxContent = ComponentType<{ components?: MdxComponents }>;
/** A compiled page: a module whose default export builds the component from React. */
export type MdxProvider = { useMDXComponents: () => MdxComponents };
export type PageFactory = (
  react: typeof React,
  reactDom: typeof ReactDOM,
  jsx: typeof runtime,
  provider: MdxProvider,
) => { default: MdxContent };
export type PageModuleLoader = () => Promise<{ default: PageFactory }>;

/**
 * Every page and fragment sees the same registered components (Tabs, CodeBlock, …).
 * They load with the first page module, not with the app.
 */
let provider: Promise<MdxProvider> | undefined;
const loadProvider = () =>
  (provider ??= import("~/components/mdx").then(
    ({ mdxComponents }) => ({ useMDXComponents: () => mdxComponents }),
    (error) => {
      // Not kept: a later attempt (after a network blip) loads it afresh.
      provider = undefined;
      throw error;
    },
  ));
const components = new Map<string, MdxContent>();
const pending = new Map<string, Promise<MdxContent>>();

/**
 * Components are kept by page version (its module URL, which names the content's hash), so a
 * render always gets the version its page data names, even while another one loads.
 */
export function getPageComponent(version: string): MdxContent | undefined {
  return components.get(version);
}

/** Development: drops a version no longer served, so a long session does not keep them all. */
export function forgetPageComponent(version: string) {
  components.delete(version);
}

/** Loads a page version once; concurrent and repeated calls share one promise. */
export function loadPageComponent(version: string, load: PageModuleLoader): Promise<MdxContent> {
  const ready = components.get(version);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(version);
  if (!promise) {
    promise = Promise.all([load(), loadProvider()])
      .then(([mod, mdx]) => {
        const component = mod.default(React, ReactDOM, runtime, mdx).default;
        components.set(version, component);
        return component;
      })
      .finally(() => pending.delete(version));
    pending.set(version, promise);
  }
  return promise;
}

/** In the browser a page module is a hashed static file, imported natively. */
export function loadPageInBrowser(page: { moduleUrl: string }): Promise<MdxContent> {
  return loadPageComponent(page.moduleUrl, () => import(/* @vite-ignore */ /* webpackIgnore: true */ page.moduleUrl));
}
