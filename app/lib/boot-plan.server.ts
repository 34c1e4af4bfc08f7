import type { BootPlan } from "~/boot/plan";

// The server's half of the boot's plan (app/boot/plan.ts): a .server module, so the browser's
// shared chunk does not carry code only the server's render runs.

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
