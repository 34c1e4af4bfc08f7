import { useEffect } from "react";

/**
 * Runs `task` once, when the browser is next idle after the component mounted (at most
 * `timeout` ms later): for code a later tap needs, fetched before the tap instead of at it.
 */
export function useIdle(task: () => void, enabled = true, timeout = 5000) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; the task is read when it runs.
  useEffect(() => {
    if (!enabled) return;
    if (!("requestIdleCallback" in window)) {
      const id = setTimeout(task, 1000);
      return () => clearTimeout(id);
    }
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }, [enabled]);
}
