// What the document tells its boot (app/boot/boot.ts): the modules Remix would have imported
// at once, in order. Written by the server (lib/boot-plan.server.ts, components/BootScripts.tsx)
// from Remix's own manifest and the page's route matches, read by the boot from a JSON script.

/** The element whose JSON text is the plan. */
export const PLAN_ID = "rsbuild-boot";

export interface BootPlan {
  /** The Remix assets version: names the build this document's scripts belong to. */
  build: string;
  /** Imported one per task, in order: the shared chunks, the manifest, then each matched route's module. */
  modules: string[];
  /** The ids of the matched routes, in the order of their modules at the end of `modules`. */
  routes: string[];
  /** The client entry, which hydrates. */
  entry: string;
  /** Every script the page needs, preloaded at once at low priority. */
  preload: string[];
}
