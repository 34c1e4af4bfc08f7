/** The key with each pair of neighbouring characters swapped once: the typos Damerau counts as one. */
export function transpositions(key: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < key.length; i++) {
    if (key[i] === key[i + 1]) continue;
    out.push(key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2));
  }
  return out;
}

type FuzzyMap<V> = { get(key: string): V | undefined; fuzzyGet(key: string, max: number): Map<string, [V, number]> };

/**
 * A typo search (MiniSearch's is Levenshtein) that also counts a swap of two neighbouring
 * letters as one typo, as the provider does: `alais` finds alias.
 */
export function damerau<V>(map: FuzzyMap<V>, levenshtein: FuzzyMap<V>["fuzzyGet"]) {
  return (key: string, maxDistance: number) => {
    const found = levenshtein(key, maxDistance);
    if (maxDistance >= 1) {
      for (const swapped of transpositions(key)) {
        const value = map.get(swapped);
        if (value !== undefined && !found.has(swapped)) found.set(swapped, [value, 1]);
      }
    }
    return found;
  };
}
