import { setManifest } from "./manifest";
import type { DevError } from "./dev-tree";
import type { ContentManifest } from "./types";

/**
 * Development only (`npm run dev`): the worker reads the manifest from the dev content server
 * (scripts/dev/server.ts, its address in DEV_CONTENT_URL), so a saved page is served without
 * rebuilding or reloading the worker. The edge syncs before each page; app/content/dev/ then
 * loads the page versions it names. Production bundles both and never runs this.
 */
type DevManifest = ContentManifest & { errors: DevError[] };

let base = "";
let current: DevManifest | undefined;
let workerId = "";

/** The dev content server's address, as the last sync used it. */
export const devContentBase = () => base;

export const devErrors = (): DevError[] => current?.errors ?? [];

/**
 * This worker instance, new after every reload of the worker (wrangler reloads it when Remix
 * rebuilds it): a tab rendered by another instance reloads. Made on first use, as Workers
 * allow random values only while handling a request.
 */
export const devWorkerId = () => (workerId ||= crypto.randomUUID());

/** Brings the manifest up to date; the dev server answers once pending saves are built. */
export async function syncDevContent(url: string): Promise<void> {
  base = url;
  const response = await fetch(`${base}/manifest`, { headers: current ? { "if-none-match": current.buildId } : {} });
  if (response.status === 304) return;
  if (!response.ok) throw new Error(`dev content server: ${response.status} ${await response.text()}`);
  current = (await response.json()) as DevManifest;
  setManifest(current);
}
