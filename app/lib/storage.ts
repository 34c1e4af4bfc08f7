/** Every key the site stores in the browser starts with the product prefix. */
export const STORAGE_PREFIX = "rsbuild-";

export const storageKeys = {
  themeAppearance: `${STORAGE_PREFIX}theme-appearance`,
  banner: (id: string) => `${STORAGE_PREFIX}banner-closed-${id}`,
  tabs: (groupId: string) => `${STORAGE_PREFIX}tabs.${groupId}`,
} as const;

/**
 * localStorage that never throws: private modes, disabled storage and quota errors
 * turn reads into null and writes into no-ops.
 */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the preference lasts for this page view only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
