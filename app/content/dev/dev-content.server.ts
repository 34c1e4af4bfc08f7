import { forgetPageComponent, loadPageComponent, type PageFactory } from "../page-module";
import { devContentBase } from "~/shared/content/dev-sync";
import type { PageData } from "~/shared/content/types";
import type { DevError, TreeNode } from "~/shared/content/dev-tree";
import { render } from "./tree";

/**
 * Development only (`npm run dev`): each page version's content comes from the dev content
 * server as an element tree (~/shared/content/dev-sync keeps the manifest that names them).
 */
const versions: string[] = [];

/** Keeps the last versions loaded (renders in flight may still want one), drops older ones. */
function remember(version: string) {
  if (versions.includes(version)) return;
  versions.push(version);
  if (versions.length > 200) forgetPageComponent(versions.shift()!);
}

/** A page version as the dev server built it: its element tree, or its error shown in place. */
export function loadDevPage(page: PageData) {
  remember(page.moduleUrl);
  return loadPageComponent(page.moduleUrl, async () => {
    const response = await fetch(`${devContentBase()}/page?module=${encodeURIComponent(page.moduleUrl)}`);
    const body: { tree?: TreeNode; error?: DevError } = response.ok
      ? await response.json()
      : {
          error: {
            file: page.pagePath,
            line: 0,
            column: 0,
            message: `the dev server has no content for this version (${response.status})`,
          },
        };
    const factory: PageFactory = (_react, _dom, _jsx, provider) => ({
      default: function DevPageContent() {
        const components = provider.useMDXComponents();
        return body.error
          ? render({ t: "pre", p: { className: "dev-error" }, c: errorText(body.error) }, {})
          : render(body.tree ?? null, components);
      },
    });
    return { default: factory };
  });
}

export const errorText = (e: DevError) => `${e.file}${e.line ? `:${e.line}:${e.column}` : ""}\n${e.message}`;
