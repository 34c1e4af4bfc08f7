import { setManifest, type Manifest } from "../manifest.server";
import { forgetPageComponent, loadPageComponent, type PageFactory } from "../page-module";
import type { PageData } from "~/shared/content/types";
import type { DevError, TreeNode } from "~/shared/content/dev-tree";
import { render } from "./tree";

/**
 * Development only (`npm run dev`): the worker reads the manifest and each page's content
 * from the dev content server (scripts/dev/server.ts, its address in DEV_CONTENT_URL), so a
 * saved page is served without rebuilding or reloading the worker. Production bundles both.
 */
type DevManifest = Manifest & { errors: DevError[] };

let base = "";
let current: DevManifest | undefined;
const versions: string[] = [];

let workerId = "";

export const devErrors = (): DevError[] => current?.errors ?? [];

/**
 * This worker instance, new after every reload of the worker (wrangler reloads it when Remix
 * rebuilds it): a tab rendered by another instance reloads. Made on first use, as Workers
 * allow random values only while handling a request.
 */
export const devWorkerId = () => (workerId ||= crypto.randomUUID());

/** Brings the worker's manifest up to date; the dev server answers once pending saves are built. */
export async function syncDevContent(url: string): Promise<void> {
  base = url;
  const response = await fetch(`${base}/manifest`, { headers: current ? { "if-none-match": current.buildId } : {} });
  if (response.status === 304) return;
  if (!response.ok) throw new Error(`dev content server: ${response.status} ${await response.text()}`);
  current = (await response.json()) as DevManifest;
  setManifest(current);
}

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
    const response = await fetch(`${base}/page?module=${encodeURIComponent(page.moduleUrl)}`);
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
