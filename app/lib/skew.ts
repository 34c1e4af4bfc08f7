import { BUILD_HEADER, SKEW_HOOK } from "~/shared/http/build-skew";
import { INTENT_KEY, mayLeave as mayLeaveBuild, never, remember as rememberBuild, session } from "~/lib/skew-guard";

/**
 * What an open tab does when a deploy replaces the build it came from (version skew). Its code
 * keeps running, but the old build's chunks are gone and the worker's data may have another
 * shape. Either way the tab loads a fresh document of the page the reader asked for, once per
 * action, and never twice for the same build (a cache may still hand it the old one).
 */

/** The router's navigation: a location only while one is under way. */
type Nav = { location?: { pathname: string; search: string; hash: string } };
type SkewWindow = Window & { __remixManifest?: { version: string }; __remixRouter?: { state: { navigation: Nav } } };
const win = () => window as SkewWindow;

/** The build the tab's code belongs to. */
export const tabBuild = (): string => win().__remixManifest?.version ?? "";

/** False when this tab already left its build for a fresh document and got the same build back. */
export const mayLeave = (): boolean => mayLeaveBuild(tabBuild());

const remember = () => rememberBuild(tabBuild());

/** Loads a fresh document of `target` (the current page when omitted); false when the guard refuses. */
export function loadDocument(target?: string, intent?: string): boolean {
  if (!mayLeave()) return false;
  remember();
  if (intent) session(INTENT_KEY, intent);
  if (target === undefined) window.location.reload();
  else window.location.assign(target);
  return true;
}

/** The action (`name` or `name:detail`) a reader took just before the tab reloaded for a new build, once: its detail. */
export function takeIntent(name: string): string | undefined {
  const intent = session(INTENT_KEY);
  if (intent?.split(":")[0] !== name) return undefined;
  session(INTENT_KEY, null);
  return intent.slice(name.length + 1);
}

/**
 * After an import the reader's action needed failed (a chunk of an earlier build, or one that
 * could not load): a fresh document of `target` (the current page when omitted), remembering
 * `intent` so the new page can finish the action. When the guard refuses, the error stands.
 */
export function recoverChunk(error: unknown, target?: string, intent?: string): Promise<never> {
  if (loadDocument(target, intent)) return never();
  return Promise.reject(error);
}

/**
 * Called by a stale chunk (see build-skew.ts): during a navigation, a fresh document of where
 * the reader was going; else it fails, and the part that needed the chunk decides (recoverChunk).
 */
function onStaleChunk(url: string): Promise<never> {
  const to = win().__remixRouter?.state.navigation.location;
  if (to && loadDocument(to.pathname + to.search + to.hash)) return never();
  return Promise.reject(new Error(`${url}: an earlier build`));
}

/** True when a response of this origin comes from another build than the tab's. */
export const fromOtherBuild = (response: Response): boolean => {
  const build = response.headers.get(BUILD_HEADER);
  return build !== null && build !== tabBuild();
};

/** The page a Remix data request is for: its URL without Remix's own parameters. */
export function documentUrl(dataUrl: URL): string {
  const url = new URL(dataUrl);
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  return url.pathname + url.search;
}

/**
 * Remix's data requests go through `fetch`. An answer from another build becomes Remix's own
 * "reload the document" redirect to the same page, so the router finishes the navigation (or
 * revalidation) with a full load of the new build instead of rendering foreign data.
 */
function watchData(fetch: typeof window.fetch): typeof window.fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(response.url || (input instanceof Request ? input.url : String(input)), window.location.href);
    if (url.origin !== window.location.origin || !url.searchParams.has("_data") || !fromOtherBuild(response)) return response;
    if (!mayLeave()) return response;
    remember();
    void response.body?.cancel();
    return new Response(null, { status: 204, headers: { "X-Remix-Redirect": documentUrl(url), "X-Remix-Reload-Document": "true" } });
  };
}

let unwatched: typeof window.fetch | undefined;

/** The fetch our own preloads use: not watched, since a preload must never move the reader. */
export const quietFetch: typeof window.fetch = (input, init) => (unwatched ?? window.fetch)(input, init);

/** Installs the policy before the app hydrates. */
export function installSkewPolicy() {
  const fetch = window.fetch.bind(window);
  unwatched = fetch;
  window.fetch = watchData(fetch);
  (globalThis as Record<string, unknown>)[SKEW_HOOK] = onStaleChunk;
}
