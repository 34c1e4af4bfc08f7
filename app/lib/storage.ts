/** Every key the site stores in the browser starts with the product prefix. */
export const STORAGE_PREFIX = "rsbuild-";

export const storageKeys = {
  themeAppearance: `${STORAGE_PREFIX}theme-appearance`,
  banner: (id: string) => `${STORAGE_PREFIX}banner-closed-${id}`,
  tabs: (groupId: string) => `${STORAGE_PREFIX}tabs.${groupId}`,
} as const;

// Where values go when localStorage throws, so a choice still holds (and syncs) for this page view.
const memory = new Map<string, string>();

/**
 * localStorage that never throws: with private modes, disabled storage or quota errors,
 * values live in memory until the page is left.
 */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
      memory.delete(key);
    } catch {
      memory.set(key, value);
    }
  },
  remove(key: string): void {
    memory.delete(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored there to remove.
    }
  },
};
