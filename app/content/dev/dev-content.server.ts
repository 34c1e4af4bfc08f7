import { setManifest, type Manifest } from "../manifest.server";
import { forgetPageComponent, loadPageComponent, type PageFactory } from "../page-module";
import type { PageData } from "../types";
import { render, type TreeNode } from "./tree";

/**
 * Development only (`npm run dev`): the worker reads the manifest and each page's content
 * from the dev content server (scripts/dev/server.mjs, its address in DEV_CONTENT_URL), so a
 * saved page is served without rebuilding or reloading the worker. Production bundles both.
 */
export type DevError = { file: string; line: number; column: number; message: string };
type DevManifest = Manifest & { errors: DevError[] };

let base = "";
let current: DevManifest | undefined;
const loaded = new Map<string, string>();

export const devErrors = (): DevError[] => current?.errors ?? [];

/** Brings the worker's manifest up to date; the dev server answers once pending saves are built. */
export async function syncDevContent(url: string): Promise<void> {
  base = url;
  const response = await fetch(`${base}/manifest`, { headers: current ? { "if-none-match": current.buildId } : {} });
  if (response.status === 304) return;
  if (!response.ok) throw new Error(`dev content server: ${response.status} ${await response.text()}`);
  current = (await response.json()) as DevManifest;
  setManifest(current);
}

/** A page's content as the dev server last built it: its element tree, or its error shown in place. */
export function loadDevPage(page: PageData) {
  if (loaded.get(page.id) !== page.moduleUrl) forgetPageComponent(page.id);
  loaded.set(page.id, page.moduleUrl);
  return loadPageComponent(page.id, async () => {
    const response = await fetch(`${base}/page?id=${encodeURIComponent(page.id)}`);
    const body = (await response.json()) as { tree?: TreeNode; error?: DevError };
    const factory: PageFactory = (_react, _dom, _jsx, provider) => ({
      default: function DevPageContent() {
        return body.error ? render({ t: "pre", p: { className: "dev-error" }, c: errorText(body.error) }, {}) : render(body.tree ?? null, provider.useMDXComponents());
      },
    });
    return { default: factory };
  });
}

export const errorText = (e: DevError) => `${e.file}${e.line ? `:${e.line}:${e.column}` : ""}\n${e.message}`;
