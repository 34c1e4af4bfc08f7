import { useEffect, useLayoutEffect } from "react";

/**
 * An effect run in the same task as React's commit, before the browser handles more input
 * (a layout effect; a plain effect on the server, where neither runs).
 */
export const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
