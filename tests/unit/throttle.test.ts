import { describe, expect, it, vi } from "vitest";
import { throttle } from "~/lib/throttle";

describe("throttle", () => {
  it("throws 'Expected a function' for a non-function", () => {
    expect(() => throttle(42 as unknown as () => void, 100)).toThrow("Expected a function");
  });
  it("runs at once, then at most once per window with the latest arguments", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t(1);
    t(2);
    t(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenLastCalledWith(3);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
