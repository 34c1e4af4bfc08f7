import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component whose code loads only where it is used. Its server HTML stays in place
 * while the code arrives (React keeps a dehydrated Suspense boundary), so nothing flashes.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazy() widens props to include refs */}
        <Lazy {...(props as any)} />
      </Suspense>
    );
  };
}
