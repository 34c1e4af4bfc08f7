export interface GroupableHit {
  objectID: string;
  hierarchy: Record<string, string | null>;
  url: string;
}

export const DEFAULT_RESULTS_PER_GROUP = 5;
export const MAX_RESULTS_PER_GROUP = 20;

/** The configured number of results per group, kept to 1–20 (default 5). */
export const perGroupLimit = (perGroup: number) =>
  Math.min(MAX_RESULTS_PER_GROUP, Math.max(1, Math.floor(perGroup) || DEFAULT_RESULTS_PER_GROUP));

/** Hits grouped by lvl0, then ordered by lvl1 inside a group, at most `perGroup` each (1–20, default 5). */
export function groupHits<T extends GroupableHit>(hits: T[], perGroup = DEFAULT_RESULTS_PER_GROUP): { title: string; hits: T[] }[] {
  const limit = perGroupLimit(perGroup);
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const key = hit.hierarchy.lvl0 ?? "";
    const list = groups.get(key) ?? [];
    if (list.length < limit) list.push(hit);
    groups.set(key, list);
  }
  return [...groups].map(([title, list]) => {
    const pages: string[] = [];
    for (const h of list) if (!pages.includes(h.hierarchy.lvl1 ?? "")) pages.push(h.hierarchy.lvl1 ?? "");
    return { title, hits: [...list].sort((a, b) => pages.indexOf(a.hierarchy.lvl1 ?? "") - pages.indexOf(b.hierarchy.lvl1 ?? "")) };
  });
}

/** Result links are shown and followed as site-relative paths. */
export function relativeUrl(url: string): string {
  try {
    const u = new URL(url, "https://site.invalid");
    return u.pathname + u.search + u.hash;
  } catch {
    return "/";
  }
}
