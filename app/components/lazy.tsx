import { lazy, Suspense, useState, type ComponentType } from "react";
import { recoverChunk } from "~/lib/skew";

/** A lazily loaded component, and a way to fetch its code ahead of use (at idle, on intent). */
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component whose code loads only where it is used. Its server HTML stays in place
 * while the code arrives (React keeps a dehydrated Suspense boundary), so nothing flashes.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const code = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // lazy() types its props with refs added, which a generic P cannot be checked against; the loaded component takes P.
  // Rendering it is the reader's action (a page, a menu they opened): a chunk that cannot load
  // means a fresh document of the page they are on, not an error screen (lib/skew).
  const Lazy = lazy(() => code().then((component) => ({ default: component }), recoverChunk)) as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: called once at module scope per lazy component, never during a render.
  function Component(props: P) {
    // React's lazy() suspends for a turn on its first render even when the code is here: an
    // instance mounted after the code arrived (a menu opened by a tap) renders it at once. Read
    // at mount, so an instance keeps one child type for its life.
    const [Ready] = useState(() => loaded);
    return <Suspense fallback={null}>{Ready ? <Ready {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return Object.assign(Component, { preload: () => code().then(() => {}) });
}
