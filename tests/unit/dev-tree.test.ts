import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import * as React from "react";
import * as ReactDOM from "react-dom";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import { afterAll, describe, expect, it } from "vitest";
import { mdxComponents } from "~/components/mdx";
import { render } from "~/content/dev/tree";
import type { PageFactory } from "~/content/page-module";
import { compilePage } from "../../scripts/content/compile.ts";
import { contentTree, mdxComponentNames } from "../../scripts/dev/tree.ts";

const root = path.resolve(__dirname, "../..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "dev-tree-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** What production renders: the compiled module itself, imported as the worker bundles it. */
async function production(module: string): Promise<string> {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(file, module);
  const factory = (await import(file)).default as PageFactory;
  const Content = factory(React, ReactDOM, runtime, { useMDXComponents: () => mdxComponents }).default as ComponentType;
  return renderToStaticMarkup(createElement(Content));
}

describe("dev page content (element tree made in Node, rendered by the worker)", () => {
  it("reads the registered MDX component names the way the app declares them", () => {
    expect(mdxComponentNames(root)).toEqual(Object.keys(mdxComponents));
  });

  for (const page of ["tests/fixtures/content/en/guide/index.mdx", "content/en/guide/start/quick-start.mdx"]) {
    it(`renders exactly what production renders: ${page}`, async () => {
      const { module } = await compilePage(path.join(root, page));
      const tree = JSON.parse(JSON.stringify(contentTree(module, mdxComponentNames(root))));
      const dev = renderToStaticMarkup(createElement(() => render(tree, mdxComponents) as React.ReactElement));
      expect(dev.length).toBeGreaterThan(500);
      expect(dev).toBe(await production(module));
    });
  }

  it("keeps elements passed as props and drops functions, which cannot cross to the worker", () => {
    const module = `export default function (React, ReactDOM, _jsx_runtime) { return { default: () => _jsx_runtime.jsx("div", { title: "t", onClick: () => 1, slot: _jsx_runtime.jsx("b", { children: "x" }) }) }; }`;
    expect(contentTree(module, [])).toEqual({ t: "div", p: { title: "t", onClick: undefined, slot: { e: { t: "b", p: {}, c: "x" } } } });
  });
});
