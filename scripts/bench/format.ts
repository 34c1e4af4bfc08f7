/** A duration as the bench prints it. */
export const ms = (n: number) => `${n.toFixed(1)} ms`;
