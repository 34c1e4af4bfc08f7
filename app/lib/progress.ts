/** Progress bar constants (spec 9): shown after 200 ms, from 0.08, trickling 0.02 every 800 ms. */
export const progress = { delay: 200, minimum: 0.08, speed: 200, trickleAmount: 0.02, trickleInterval: 800, ceiling: 0.994 } as const;

/** The next value while loading: never reaches 1 until loading is done. */
export function trickle(value: number): number {
  return Math.min(progress.ceiling, Math.max(progress.minimum, value) + progress.trickleAmount);
}
