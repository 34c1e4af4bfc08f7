import { BUILD_HEADER, SKEW_HOOK } from "~/shared/http/build-skew";

/**
 * What an open tab does when a deploy replaces the build it came from (version skew). Its code
 * keeps running, but the old build's chunks are gone and the worker's data may have another
 * shape. Either way the tab loads a fresh document of the page the reader asked for, once per
 * action, and never twice for the same build (a cache may still hand it the old one).
 */

type Nav = { state: string; location?: { pathname: string; search: string; hash: string } };
type SkewWindow = Window & { __remixManifest?: { version: string }; __remixRouter?: { state: { navigation: Nav } } };
const win = () => window as SkewWindow;

/** An import failed because its chunk belongs to a build that is no longer deployed. */
class StaleBuildError extends Error {
  override name = "StaleBuildError";
}

const TRIP_KEY = "rsbuild-skew-trip";
const INTENT_KEY = "rsbuild-skew-intent";
/** Long enough to span a document load; short enough that a later deploy is handled again. */
const TRIP_MS = 60_000;

/** The build the tab's code belongs to. */
export const tabBuild = (): string => win().__remixManifest?.version ?? "";

const session = {
  get: (key: string) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string | null) => {
    try {
      if (value === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
    } catch {
      // Storage refused: the trip guard then lasts for this document only.
    }
  },
};

/** False when this tab already left its build for a fresh document and got the same build back. */
export function mayLeave(now = Date.now()): boolean {
  const trip = JSON.parse(session.get(TRIP_KEY) ?? "null") as { from: string; at: number } | null;
  return !trip || trip.from !== tabBuild() || now - trip.at > TRIP_MS;
}

const remember = () => session.set(TRIP_KEY, JSON.stringify({ from: tabBuild(), at: Date.now() }));
const never = () => new Promise<never>(() => {});

/** Loads a fresh document of `target` (the current page when omitted); false when the guard refuses. */
export function loadDocument(target?: string, intent?: string): boolean {
  if (!mayLeave()) return false;
  remember();
  if (intent) session.set(INTENT_KEY, intent);
  if (target === undefined) window.location.reload();
  else window.location.assign(target);
  return true;
}

/** The action a reader took just before the tab reloaded for a new build, once. */
export function takeIntent(name: string): string | undefined {
  const intent = session.get(INTENT_KEY);
  if (!intent?.startsWith(`${name}:`) && intent !== name) return undefined;
  session.set(INTENT_KEY, null);
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

/** Where the router is going, when a navigation is under way. */
function pendingTarget(): string | undefined {
  const nav = win().__remixRouter?.state.navigation;
  if (!nav?.location || nav.state === "idle") return undefined;
  const { pathname, search, hash } = nav.location;
  return pathname + search + hash;
}

/** Called by a stale chunk (see build-skew.ts): go where the reader was going, or fail as stale. */
function onStaleChunk(url: string): Promise<never> {
  const target = pendingTarget();
  if (target !== undefined && loadDocument(target)) return never();
  return Promise.reject(new StaleBuildError(`${url} belongs to an earlier build`));
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
    const headers = { "X-Remix-Redirect": documentUrl(url), "X-Remix-Reload-Document": "true", "X-Remix-Status": "302" };
    return new Response(null, { status: 204, headers });
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
