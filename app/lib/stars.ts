export const STAR_COUNT = 35;
export const STAR_INFLUENCE_PX = 100;

export interface Star {
  top: number;
  left: number;
  size: number;
}

/** 35 stars at fixed percentage positions (a deterministic sequence, so server and client agree); size index/20+3 px. */
export const stars: Star[] = Array.from({ length: STAR_COUNT }, (_, i) => ({
  top: Math.round(((((i * 37 + 11) % 97) * 100) / 97) * 10) / 10,
  left: Math.round(((((i * 53 + 29) % 101) * 100) / 101) * 10) / 10,
  size: i / 20 + 3,
}));

/** How far a star moves toward the pointer: up to `max` px, nothing beyond 100 px away. */
export function starShift(dx: number, dy: number, max = 12): { x: number; y: number } {
  const distance = Math.hypot(dx, dy);
  if (distance === 0 || distance > STAR_INFLUENCE_PX) return { x: 0, y: 0 };
  const pull = (1 - distance / STAR_INFLUENCE_PX) * max;
  return { x: (dx / distance) * pull, y: (dy / distance) * pull };
}
