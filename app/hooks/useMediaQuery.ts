/** The screen breakpoints of the spec; the mobile navigation switches at `md`. */
export const breakpoints = { xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

/** Matches below `md`, where the hamburger shows (CSS uses the same 767.98 px). */
export const belowMd = `(max-width: ${breakpoints.md - 0.02}px)`;
