import type { BootPlan } from "~/boot/plan";

// Fetching and evaluating the app's modules, the work Remix's own module script would do at
// once at load. Evaluating them in one go (React DOM's ~130 KB, then each route) is one long
// task; here each module graph gets its own task.

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

let links: HTMLLinkElement[] = [];

/**
 * Every script of the page fetched at once (one round of parallel requests), at low priority so
 * nothing the reader sees waits for them. Idempotent.
 */
export function preload(plan: BootPlan) {
  if (links.length) return;
  links = plan.preload.map((href) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.fetchPriority = "low";
    return document.head.appendChild(link);
  });
}

/**
 * Imports the modules one per task, then the entry (which hydrates in a transition). `ready`
 * resolves when the page may run the next one (the boot holds it while the reader uses a panel).
 */
export async function start(plan: BootPlan, ready: () => Promise<void>): Promise<void> {
  preload(plan);
  const loaded: Record<string, unknown> = {};
  const first = plan.modules.length - plan.routes.length;
  for (const [i, href] of plan.modules.entries()) {
    await ready();
    const module = await import(/* @vite-ignore */ href);
    if (i >= first) loaded[plan.routes[i - first]] = module;
    await nextTask();
  }
  (window as unknown as { __remixRouteModules: unknown }).__remixRouteModules = loaded;
  // Gone before the entry hydrates: hydration compares the document with the server's nodes.
  for (const link of links) link.remove();
  await ready();
  await import(/* @vite-ignore */ plan.entry);
}
