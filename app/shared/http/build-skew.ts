/**
 * What the worker and an open tab agree on when a deploy replaces the build under the tab
 * (the tab's side of the policy is app/lib/skew.ts, the worker's functions/pipeline/skew.ts).
 */

/** Names the build (the Remix assets version) an answer of the worker belongs to. */
export const BUILD_HEADER = "X-Build-Id";

/** The global function the tab registers, which a chunk of an earlier build hands itself to. */
export const SKEW_HOOK = "__docsSkew";

/** Hashed client code: the app's chunks and route modules, and the compiled page modules. */
export function isBuildChunk(pathname: string): boolean {
  return /^\/build\/[\w./-]+\.js$/.test(pathname) || /^\/pages\/[\w.-]+\.js$/.test(pathname);
}

/**
 * The worker's answer for a chunk no longer deployed (hashed files only exist in the build that
 * made them). A 404 would make the importer fail where it stands: Remix then reloads the page
 * the reader is leaving, and our own lazy parts would show an error. This module instead hands
 * the decision to the tab, which loads the page it was going to or reports the chunk as stale;
 * it never resolves with the exports the importer expects.
 */
// Marked pure so a bundle that takes only the hook's name (the boot, app/boot/) leaves the text out.
export const staleChunkModule = /* @__PURE__ */ [
  "// This file belonged to an earlier build of the site, replaced by a deploy since.",
  `const skew = globalThis.${SKEW_HOOK};`,
  `if (typeof skew !== "function") throw new Error(import.meta.url + " belongs to an earlier build of the site: reload the page.");`,
  "await skew(import.meta.url);",
  "",
].join("\n");
