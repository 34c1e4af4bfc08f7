import { STORAGE_PREFIX } from "~/lib/storage";

/** A stored search: the hit without its highlight and snippet data. */
export interface StoredHit {
  objectID: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  url: string;
}

export interface SearchHistory {
  recent: StoredHit[];
  favorites: StoredHit[];
}

export const LIMITS = { recentAlone: 7, recentWithFavorites: 4, favorites: 10 } as const;

/** One local-storage key per index. */
export const historyKey = (indexName: string) => `${STORAGE_PREFIX}search.${indexName}`;

export function toStored(hit: StoredHit & Record<string, unknown>): StoredHit {
  const { objectID, type, hierarchy, content, url } = hit;
  return { objectID, type, hierarchy, content: content ?? null, url };
}

/** Newest first, no duplicates; 7 kept without favorites, 4 when there are favorites. */
export function addRecent(history: SearchHistory, hit: StoredHit): SearchHistory {
  if (history.favorites.some((f) => f.objectID === hit.objectID)) return history;
  const limit = history.favorites.length ? LIMITS.recentWithFavorites : LIMITS.recentAlone;
  return { ...history, recent: [hit, ...history.recent.filter((h) => h.objectID !== hit.objectID)].slice(0, limit) };
}

export function favorite(history: SearchHistory, hit: StoredHit): SearchHistory {
  const favorites = [hit, ...history.favorites.filter((h) => h.objectID !== hit.objectID)].slice(0, LIMITS.favorites);
  return { favorites, recent: history.recent.filter((h) => h.objectID !== hit.objectID).slice(0, LIMITS.recentWithFavorites) };
}

export const removeRecent = (history: SearchHistory, id: string): SearchHistory => ({
  ...history,
  recent: history.recent.filter((h) => h.objectID !== id),
});
export const removeFavorite = (history: SearchHistory, id: string): SearchHistory => ({
  ...history,
  favorites: history.favorites.filter((h) => h.objectID !== id),
});

/** A stored value that is not a history is treated as empty. */
export function parseHistory(raw: string | null): SearchHistory {
  try {
    const value = JSON.parse(raw ?? "") as Partial<SearchHistory>;
    if (Array.isArray(value.recent) && Array.isArray(value.favorites))
      return { recent: value.recent.slice(0, LIMITS.recentAlone), favorites: value.favorites.slice(0, LIMITS.favorites) };
  } catch {
    // Unreadable or absent: start empty.
  }
  return { recent: [], favorites: [] };
}
