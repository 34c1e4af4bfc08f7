import { lazy, Suspense, type ComponentType } from "react";
import { recoverChunk } from "~/lib/skew";

/**
 * A component whose code loads only where it is used. Its server HTML stays in place
 * while the code arrives (React keeps a dehydrated Suspense boundary), so nothing flashes.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // lazy() types its props with refs added, which a generic P cannot be checked against; the loaded component takes P.
  // Rendering it is the reader's action (a page, a menu they opened): a chunk that cannot load
  // means a fresh document of the page they are on, not an error screen (lib/skew).
  const Lazy = lazy(() => load().then((component) => ({ default: component }), recoverChunk)) as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: called once at module scope per lazy component, never during a render.
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
