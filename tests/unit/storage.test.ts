import { afterEach, describe, expect, it, vi } from "vitest";
import { safeStorage } from "~/lib/storage";

const throwing = {
  getItem: () => {
    throw new Error("denied");
  },
  setItem: () => {
    throw new Error("denied");
  },
  removeItem: () => {
    throw new Error("denied");
  },
};

function working() {
  const store = new Map<string, string>();
  return {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    store,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("safeStorage", () => {
  it("keeps values in memory for the page view when localStorage throws, and never throws itself", () => {
    vi.stubGlobal("window", { localStorage: throwing });
    expect(safeStorage.get("rsbuild-tabs.pm")).toBeNull();
    safeStorage.set("rsbuild-tabs.pm", "yarn");
    expect(safeStorage.get("rsbuild-tabs.pm")).toBe("yarn");
    safeStorage.remove("rsbuild-tabs.pm");
    expect(safeStorage.get("rsbuild-tabs.pm")).toBeNull();
  });
  it("writes through to localStorage when it works", () => {
    const storage = working();
    vi.stubGlobal("window", { localStorage: storage });
    safeStorage.set("rsbuild-tabs.fw", "vue");
    expect(storage.store.get("rsbuild-tabs.fw")).toBe("vue");
    expect(safeStorage.get("rsbuild-tabs.fw")).toBe("vue");
  });
});
