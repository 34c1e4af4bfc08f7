/** The next item for an arrow key in a vertical menu, wrapping at the ends; Home and End jump. */
export function nextIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === "ArrowDown") return current < 0 ? 0 : (current + 1) % count;
  if (key === "ArrowUp") return current < 0 ? count - 1 : (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}
