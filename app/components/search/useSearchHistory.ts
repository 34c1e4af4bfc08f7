import { useCallback, useState } from "react";
import { addRecent, favorite, historyKey, parseHistory, removeFavorite, removeRecent, toStored, type SearchHistory, type StoredHit } from "~/lib/search/recent";
import { safeStorage } from "~/lib/storage";

/** Recent and favourite searches of one index; storage failures are ignored silently. */
export function useSearchHistory(indexName: string) {
  const key = historyKey(indexName);
  const [history, setHistory] = useState<SearchHistory>(() => parseHistory(safeStorage.get(key)));
  const update = useCallback(
    (change: (h: SearchHistory) => SearchHistory) =>
      setHistory((h) => {
        const next = change(h);
        safeStorage.set(key, JSON.stringify(next));
        return next;
      }),
    [key],
  );
  return {
    history,
    save: (hit: StoredHit & Record<string, unknown>) => update((h) => addRecent(h, toStored(hit))),
    favorite: (hit: StoredHit) => update((h) => favorite(h, hit)),
    removeRecent: (id: string) => update((h) => removeRecent(h, id)),
    removeFavorite: (id: string) => update((h) => removeFavorite(h, id)),
    /** The keyboard's ★ and ×, for the active stored search: Ctrl/Cmd+S saves a recent one, Delete removes it. */
    onKey(hit: StoredHit, e: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
      const isFavorite = history.favorites.some((f) => f.objectID === hit.objectID);
      if (e.key === "Delete") {
        update((h) => (isFavorite ? removeFavorite(h, hit.objectID) : removeRecent(h, hit.objectID)));
        return true;
      }
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
        if (!isFavorite) update((h) => favorite(h, hit));
        return true;
      }
      return false;
    },
  };
}
