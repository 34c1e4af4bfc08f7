// What the document tells its boot (app/boot/boot.ts): the modules Remix would have imported
// at once, in order. Written by the server (components/BootScripts.tsx) from Remix's own
// manifest and the page's route matches, read by the boot from a JSON script.

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

/** The parts of Remix's assets manifest the plan reads. */
export interface ManifestLike {
  version: string;
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] } | undefined>;
  hmr?: { runtime: string };
}

/** The plan for a document whose matched routes are `routeIds` (root first). */
export function bootPlan(manifest: ManifestLike, routeIds: string[]): BootPlan {
  const routes = routeIds.filter((id) => manifest.routes[id]);
  const routeModules = routes.map((id) => manifest.routes[id]!.module);
  const routeImports = routes.flatMap((id) => manifest.routes[id]!.imports ?? []);
  const first = manifest.hmr ? [manifest.hmr.runtime] : [];
  return {
    build: manifest.version,
    modules: [...first, ...manifest.entry.imports, manifest.url, ...routeModules],
    routes,
    entry: manifest.entry.module,
    preload: [...new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports, ...routeImports, ...routeModules])],
  };
}

/** The plan as the text of a JSON script: `<` escaped, so no `</script>` can end it early. */
export const planText = (plan: BootPlan): string => JSON.stringify(plan).replace(/</g, "\\u003c");
