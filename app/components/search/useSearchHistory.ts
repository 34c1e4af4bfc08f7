import { useCallback, useState } from "react";
import {
  addRecent,
  favorite,
  historyKey,
  parseHistory,
  removeFavorite,
  removeRecent,
  toStored,
  type SearchHistory,
  type StoredHit,
} from "~/lib/search/recent";
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
    /** A stored search is a recent or a favourite, never both: removed from whichever holds it. */
    remove: (id: string) => update((h) => removeFavorite(removeRecent(h, id), id)),
    isFavorite: (id: string) => history.favorites.some((f) => f.objectID === id),
  };
}
