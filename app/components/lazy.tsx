import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component whose code loads only where it is used. Its server HTML stays in place
 * while the code arrives (React keeps a dehydrated Suspense boundary), so nothing flashes.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // lazy() types its props with refs added, which a generic P cannot be checked against; the loaded component takes P.
  const Lazy = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: called once at module scope per lazy component, never during a render.
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
